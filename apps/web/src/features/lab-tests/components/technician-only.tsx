import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { ReactNode } from 'react';
import { RoleOnly } from '../../../components/role-only';

/** The technician pages: other roles see 'Access Denied' (the pattern of the driver dashboard, spec 02 §2). */
export function TechnicianOnly({ children }: { children: ReactNode }) {
  return (
    <RoleOnly allowed="technician" deniedMessage={MSG_LAB.techniciansOnly}>
      {children}
    </RoleOnly>
  );
}
