import type { ForumCategory } from '@arogya/contract/constants/forum';
import {
  Activity,
  Apple,
  Baby,
  Brain,
  Dumbbell,
  HeartPulse,
  type LucideIcon,
  Pill,
  ShieldCheck,
  Stethoscope,
  Thermometer,
  UserRound,
} from 'lucide-react';

/** Each forum category's icon (spec 02 §3: "Each has an icon"). */
export const CATEGORY_ICONS: Record<ForumCategory, LucideIcon> = {
  general: Stethoscope,
  nutrition: Apple,
  fitness: Dumbbell,
  'mental-health': Brain,
  'chronic-conditions': Activity,
  'women-health': HeartPulse,
  pediatrics: Baby,
  'elderly-care': UserRound,
  medication: Pill,
  symptoms: Thermometer,
  prevention: ShieldCheck,
};
