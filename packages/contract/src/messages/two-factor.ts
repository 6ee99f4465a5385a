// Messages of the `twoFactor` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_TWO_FACTOR = {
  invalidCode: 'Please enter a valid 6-digit code.',
  invalidToken: 'Invalid token. Please try again.',
  setupFailed: 'Failed to set up 2FA. Please try again later.',
  disableFailed: 'Failed to disable 2FA',
  enabled: '2FA enabled successfully!',
  disabled: '2FA has been disabled successfully',
  verifyAndEnable: 'Verify & Enable 2FA',
  // Not in the spec — ours
  title: 'Two-Factor Authentication',
  scanQr: 'Scan this QR code with your authenticator app.',
  manualSecret: 'Or enter this key manually:',
  codeLabel: '6-digit code',
  disable: 'Disable 2FA',
  enable: 'Set up 2FA',
  confirmDisable: 'Turn off two-factor authentication?',
  alreadyEnabled: 'Two-factor authentication is already enabled.',
  notSetUp: 'Set up two-factor authentication first.',
  statusOn: 'Two-factor authentication is on.',
  statusOff: 'Two-factor authentication is off.',
} as const;
