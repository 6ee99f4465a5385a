// Messages of the `input` area: refusals of the shared schema layer that hold for every field of every
// request. Everything here is ours (see ../messages.ts).
export const MSG_INPUT = {
  // Not in the spec — ours
  nulCharacter: 'Text cannot contain NUL characters. Please remove them and try again.',
} as const;
