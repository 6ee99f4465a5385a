import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import type { ReactNode } from 'react';
import { RoleOnly } from '../../../components/role-only';

/** The driver dashboard is only for role ambulance: others see 'Access Denied' (spec 02 §2, §5). */
export function DriverOnly({ children }: { children: ReactNode }) {
  return (
    <RoleOnly allowed="ambulance" deniedMessage={MSG_AMBULANCE.driversOnly}>
      {children}
    </RoleOnly>
  );
}
