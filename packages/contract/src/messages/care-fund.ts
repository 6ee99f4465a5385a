// Messages of the `careFund` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_CARE_FUND = {
  loadOwnFailed: 'Could not load your Care Fund details.',
  invalidFundIdentifier: 'Invalid fund identifier.',
  loadFailed: 'Could not load the Care Fund details.',
  // Not in the spec — ours
  title: 'My Care Fund',
  balance: 'Care Fund Balance',
  publicTitle: "{name}'s Care Fund",
  shareLink: 'Share this link so family and friends can contribute.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied!',
  fundNotFound: 'Care fund not found.',
  insufficientBalance: 'Insufficient care fund balance.',
} as const;
