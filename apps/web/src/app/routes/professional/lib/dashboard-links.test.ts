import { describe, expect, it } from 'vitest';
import { dashboardContent } from './dashboard-links';

const paths = (role: Parameters<typeof dashboardContent>[0], pro = false) =>
  dashboardContent(role, pro).links.map((l) => l.to);

describe('dashboardContent (spec 02 §2)', () => {
  it('doctor: the generic professional links, titled Doctor Dashboard', () => {
    expect(dashboardContent('doctor', false).title).toBe('Doctor Dashboard');
    expect(paths('doctor')).toEqual([
      '/doctor/appointments',
      '/doctor/availability',
      '/doctor/edit-profile',
      '/specialist/second-opinions',
      '/upgrade-pro',
    ]);
    expect(paths('doctor', true)).toEqual([
      '/doctor/appointments',
      '/doctor/availability',
      '/doctor/edit-profile',
      '/specialist/second-opinions',
      '/demand-hotspot',
      '/upgrade-pro',
    ]);
  });

  it('nurse: Demand Hotspots only for Pro, Upgrade only for non-Pro, and Community Moderation', () => {
    expect(dashboardContent('nurse', false).title).toBe('Nurse Dashboard');
    expect(paths('nurse')).toEqual([
      '/nurse/appointments',
      '/nurse/availability',
      '/nurse/edit-profile',
      '/upgrade-pro',
      '/nurse/moderation',
    ]);
    expect(paths('nurse', true)).toEqual([
      '/nurse/appointments',
      '/nurse/availability',
      '/nurse/edit-profile',
      '/demand-hotspot',
      '/nurse/moderation',
    ]);
    expect(dashboardContent('nurse', false).links.find((l) => l.to === '/nurse/moderation')?.label).toBe(
      'Community Moderation',
    );
  });

  it('other roles: titled by role, with only their own routes', () => {
    expect(dashboardContent('technician', false).title).toBe('Technician Dashboard');
    expect(paths('technician')).toEqual(['/technician/schedule', '/technician/profile', '/2fa-setup']);
    expect(dashboardContent('ambulance', false).title).toBe('Ambulance Driver Dashboard');
    expect(paths('ambulance')).toEqual(['/driver/dashboard', '/2fa-setup']);
    expect(dashboardContent('admin', false).title).toBe('Admin Dashboard');
    expect(paths('admin')).toEqual(['/admin', '/admin/edit-profile', '/2fa-setup']);
  });
});
