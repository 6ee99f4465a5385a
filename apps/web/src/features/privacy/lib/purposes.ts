import type { ConsentPurpose } from '@arogya/contract/constants/privacy';
import { WITHDRAWABLE_CONSENT_PURPOSES } from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { PRIVACY_WITHDRAW_EFFECTS } from '@arogya/contract/messages/privacy-web';

/** Each consent purpose in words: its name, what it means, and exactly what withdrawing it does. */
export const PURPOSE_TEXTS: Record<
  ConsentPurpose,
  { label: string; meaning: string; withdrawEffect: string }
> = {
  account: {
    label: MSG_PRIVACY.purposeAccount,
    meaning: MSG_PRIVACY.purposeAccountText,
    withdrawEffect: PRIVACY_WITHDRAW_EFFECTS.account,
  },
  record_sharing: {
    label: MSG_PRIVACY.purposeRecordSharing,
    meaning: MSG_PRIVACY.purposeRecordSharingText,
    withdrawEffect: PRIVACY_WITHDRAW_EFFECTS.record_sharing,
  },
  care_circle: {
    label: MSG_PRIVACY.purposeCareCircle,
    meaning: MSG_PRIVACY.purposeCareCircleText,
    withdrawEffect: PRIVACY_WITHDRAW_EFFECTS.care_circle,
  },
  ai_summaries: {
    label: MSG_PRIVACY.purposeAiSummaries,
    meaning: MSG_PRIVACY.purposeAiSummariesText,
    withdrawEffect: PRIVACY_WITHDRAW_EFFECTS.ai_summaries,
  },
};

export function isWithdrawable(purpose: ConsentPurpose): boolean {
  return (WITHDRAWABLE_CONSENT_PURPOSES as readonly string[]).includes(purpose);
}
