/** The floating chat assistant (spec 01 §4, §5, §9). */
export const CHAT = { maxLength: 1000, textareaMaxHeightPx: 128, closeAnimationMs: 250 } as const;
