/**
 * Text rules of the professional editor (spec 02 §5): qualifications are split on commas and trimmed
 * (and sent comma-joined, spec 02 §7); a skill is added only when non-empty after trimming.
 */

/** 'MBBS,  MD (Dermatology) ,,' → ['MBBS', 'MD (Dermatology)']. */
export function parseQualifications(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** How the list is shown in the field and sent to the server: 'MBBS, MD (Dermatology)'. */
export function joinQualifications(items: readonly string[]): string {
  return items.join(', ');
}

export type SkillAddition =
  | { added: true; skills: string[] }
  | { added: false; reason: 'blank' | 'duplicate'; skills: readonly string[] };

/**
 * Adds the trimmed skill. Blank input is ignored; a skill already listed (case-insensitively — ours) is
 * not added twice.
 */
export function addSkill(skills: readonly string[], raw: string): SkillAddition {
  const skill = raw.trim().replace(/\s+/g, ' ');
  if (skill.length === 0) return { added: false, reason: 'blank', skills };
  if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) {
    return { added: false, reason: 'duplicate', skills };
  }
  return { added: true, skills: [...skills, skill] };
}

export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((s) => s !== skill);
}
