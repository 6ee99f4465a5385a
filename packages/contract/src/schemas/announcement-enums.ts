import { z } from 'zod';
import { ANNOUNCEMENT_SEVERITIES, ANNOUNCEMENT_TARGETS } from '../constants/announcements';

// A module of their own rather than in ./enums (which re-exports them): the web shell's banner parses with
// ./announcements, and ./enums pulls every area's constants; nor in ./announcements, whose request schemas
// bring the admin area's messages to every page that reads an enum.
export const announcementSeveritySchema = z.enum(ANNOUNCEMENT_SEVERITIES);
export const announcementTargetSchema = z.enum(ANNOUNCEMENT_TARGETS);
