import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  SUPPORT_DISPLAY_NAME_MAX,
  SUPPORT_DISPLAY_NAME_MAX_DIGITS,
  SUPPORT_DISPLAY_NAME_MIN,
  SUPPORT_GROUP_CATEGORIES,
  SUPPORT_GROUP_DESCRIPTION_MAX,
  SUPPORT_GROUP_NAME_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PAGE_DEFAULT,
  SUPPORT_PAGE_MAX,
  SUPPORT_REPORT_REASON_MAX,
} from '../constants/support';
import { MSG_SUPPORT } from '../messages/support';
import { idSchema } from './common';

/**
 * The support community (spec 02 §3, §5, §7). Member-facing shapes carry anonymous names and opaque keys
 * only: never a user id, a real name, an e-mail, a phone or a picture.
 */

/** Support group (spec 02 §3: _id, name, description, category, isActive, memberCount, messageCount). */
export const supportGroupSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(SUPPORT_GROUP_CATEGORIES),
  isActive: z.boolean(),
  memberCount: z.number().int(),
  messageCount: z.number().int(),
  /** Whether the caller is a member (ours). */
  isMember: z.boolean(),
});
export type SupportGroup = z.infer<typeof supportGroupSchema>;

export const supportGroupListSchema = z.object({
  success: z.literal(true),
  data: z.array(supportGroupSchema),
});
export const supportGroupEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: supportGroupSchema,
});

/** Group message (spec 02 §3: _id, content, createdAt, author.displayName, isModerated). */
export const supportMessageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  groupId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** `key` is opaque and stable per member per group: it tells one author's messages apart, nothing more. */
  author: z.object({ displayName: z.string(), key: z.string() }),
  /** A moderator approved it. */
  isModerated: z.boolean(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A message as its reader sees it in a page: plus whether this reader reported it. */
export const supportMessageViewSchema = supportMessageSchema.extend({ reportedByMe: z.boolean() });
export type SupportMessageView = z.infer<typeof supportMessageViewSchema>;

/** GET /support/groups/{id}/messages: one page, oldest first within it; `hasMore` when older ones exist. */
export const supportMessagePageSchema = z.object({
  success: z.literal(true),
  data: z.array(supportMessageViewSchema),
  hasMore: z.boolean(),
  /** Pass as `before` for the next older page. */
  nextBefore: z.string().nullable(),
  /** The caller's own author key in this group, to tell their messages from others'. */
  myAuthorKey: z.string(),
  group: supportGroupSchema,
});
export type SupportMessagePage = z.infer<typeof supportMessagePageSchema>;

export const supportMessagesQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more.')
    .max(SUPPORT_PAGE_MAX, `Limit must be ${SUPPORT_PAGE_MAX} or less.`)
    .default(SUPPORT_PAGE_DEFAULT),
});

/** Support message (spec 02 §5): trimmed content non-empty, at most 1000 characters. */
export const sendSupportMessageSchema = z
  .object({
    content: z
      .string({ error: MSG_SUPPORT.messageEmpty })
      .trim()
      .min(1, MSG_SUPPORT.messageEmpty)
      .max(SUPPORT_MESSAGE_MAX, MSG_SUPPORT.messageTooLong),
  })
  .strip();
export type SendSupportMessageInput = z.input<typeof sendSupportMessageSchema>;

export const sentSupportMessageSchema = z.object({
  success: z.literal(true),
  data: supportMessageSchema,
  /** The message mentions self-harm or suicide: show the helplines to its author; moderators see it. */
  safetyFlag: z.boolean(),
});

export const reportSupportMessageSchema = z
  .object({ reason: z.string().trim().max(SUPPORT_REPORT_REASON_MAX).optional() })
  .strip();
export type ReportSupportMessageInput = z.input<typeof reportSupportMessageSchema>;

export const supportMessageParamsSchema = z.object({ id: idSchema, messageId: idSchema });
export const supportMemberParamsSchema = z.object({ id: idSchema, memberId: idSchema });

const EMAIL_LIKE = /[@＠]|\b[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\])\s*[\p{L}\p{N}.-]+/iu;

/** The anonymous name: letters, digits and single spaces; no e-mail and nothing that reads as a phone number. */
export const displayNameSchema = z
  .string({ error: MSG_SUPPORT.displayNameInvalid })
  .trim()
  .min(SUPPORT_DISPLAY_NAME_MIN, MSG_SUPPORT.displayNameInvalid)
  .max(SUPPORT_DISPLAY_NAME_MAX, MSG_SUPPORT.displayNameInvalid)
  .refine((v) => !EMAIL_LIKE.test(v), MSG_SUPPORT.displayNameContact)
  .refine(
    (v) => (v.match(/\p{N}/gu) ?? []).length <= SUPPORT_DISPLAY_NAME_MAX_DIGITS,
    MSG_SUPPORT.displayNameContact,
  )
  .refine((v) => /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*$/u.test(v), MSG_SUPPORT.displayNameInvalid);

export const supportProfileInputSchema = z.object({ displayName: displayNameSchema }).strip();
export type SupportProfileInput = z.input<typeof supportProfileInputSchema>;

/** Anonymous profile (spec 02 §3: displayName). */
export const supportProfileSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ displayName: z.string() }),
  displayName: z.string(),
});

export const supportActionSchema = z.object({ success: z.literal(true), message: z.string() });

/** Group form (spec 02 §5): name, description and category required; category one of the ten. */
export const supportGroupInputSchema = z
  .object({
    name: z
      .string({ error: MSG_SUPPORT.groupRequired })
      .trim()
      .min(1, MSG_SUPPORT.groupRequired)
      .max(SUPPORT_GROUP_NAME_MAX, `Please keep the name under ${SUPPORT_GROUP_NAME_MAX} characters.`),
    description: z
      .string({ error: MSG_SUPPORT.groupRequired })
      .trim()
      .min(1, MSG_SUPPORT.groupRequired)
      .max(
        SUPPORT_GROUP_DESCRIPTION_MAX,
        `Please keep the description under ${SUPPORT_GROUP_DESCRIPTION_MAX} characters.`,
      ),
    category: z.enum(SUPPORT_GROUP_CATEGORIES, { error: MSG_SUPPORT.groupRequired }),
    isActive: z.boolean().optional(),
  })
  .strip();
export type SupportGroupInput = z.input<typeof supportGroupInputSchema>;

/** Group member (spec 02 §3: _id, displayName, joinedAt). `_id` is the membership's id, never a user id. */
export const supportMemberSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  joinedAt: z.string(),
});
export type SupportMember = z.infer<typeof supportMemberSchema>;
export const supportMemberListSchema = z.object({
  success: z.literal(true),
  data: z.array(supportMemberSchema),
});

/** Flagged message (spec 02 §3: sender.displayName and group.name), with why it is in the queue (ours). */
export const flaggedMessageSchema = z.object({
  _id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  sender: z.object({ displayName: z.string() }),
  group: z.object({ _id: z.string(), name: z.string() }),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  /** Hidden from members until a moderator decides (the third report). */
  isHidden: z.boolean(),
  /** It mentions self-harm or suicide. */
  safetyFlag: z.boolean(),
});
export type FlaggedMessage = z.infer<typeof flaggedMessageSchema>;
export const flaggedMessageListSchema = z.object({
  success: z.literal(true),
  data: z.array(flaggedMessageSchema),
});

export const moderateMessageSchema = z.object({ action: z.enum(MODERATION_ACTIONS) }).strip();
export type ModerateMessageInput = z.input<typeof moderateMessageSchema>;

/** An admin's request to see who wrote a flagged message: the reason goes to the audit log. */
export const revealIdentitySchema = z
  .object({
    reason: z
      .string({ error: MSG_SUPPORT.revealReasonShort })
      .trim()
      .min(10, MSG_SUPPORT.revealReasonShort)
      .max(500, MSG_SUPPORT.revealReasonLong),
  })
  .strip();
export type RevealIdentityInput = z.input<typeof revealIdentitySchema>;

/** Who wrote a message, for the admin who opened an escalation (never shown to members or nurses). */
export const revealedIdentitySchema = z.object({
  success: z.literal(true),
  data: z.object({
    userId: idSchema,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    displayName: z.string(),
  }),
});
export type RevealedIdentity = z.infer<typeof revealedIdentitySchema>['data'];
