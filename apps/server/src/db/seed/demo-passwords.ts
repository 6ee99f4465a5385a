/** The demo passwords, one per role (every professional of a role shares it). */
export const DEMO_PASSWORDS = {
  admin: 'Admin@12345',
  patient: 'Patient@123',
  doctor: 'Doctor@123',
  nurse: 'Nurse@123',
  technician: 'Tech@123',
  ambulance: 'Driver@123',
} as const;
export type DemoRole = keyof typeof DEMO_PASSWORDS;

/**
 * Each demo password's argon2id hash, made once with hashPassword's parameters (19 MiB, 2 passes) and
 * kept here: hashing the six at every fresh start was 0.3 s of it (decision 085). The passwords are public,
 * so a shared salt gives nothing away; modules/auth/demo-password-hashes.test.ts checks each hash against its
 * password and that its parameters are still the ones hashPassword uses.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<DemoRole, string>> = {
  admin: '$argon2id$v=19$m=19456,t=2,p=1$7IYCxNzly+MsiZ1VxO+FPA$YiU1ibBC/aOz3Q7A6e16Q9sYhG2DzTVfmmxLAOQpbW0',
  patient:
    '$argon2id$v=19$m=19456,t=2,p=1$05FHUS5i0Ip5TDK//LV9SA$fGRkyOZcA6a/B91DIgCWWkaa044OQKCNsD41ZTjzLTY',
  doctor: '$argon2id$v=19$m=19456,t=2,p=1$FXzhqo8gXq2J2tyXTdSOrA$m6F6Y+YRSo0MOV+k6pI3h8dM8T6YPUYCDb3VtOelOyo',
  nurse: '$argon2id$v=19$m=19456,t=2,p=1$2xn1WsaIYtrA2J1vAtJqOg$ZMhQcSVPEVn/d66nzpUYyWw60jaISJpDGezSaK1HB+o',
  technician:
    '$argon2id$v=19$m=19456,t=2,p=1$5nMiOs06ZFkrNhup6Vpk+A$81SiAHO54lAjroGHlkII5JKBi+FsZpPmws+3sjJgrbw',
  ambulance:
    '$argon2id$v=19$m=19456,t=2,p=1$SZZc+OUf3Nxuqm+xP7681Q$6cCLmgePHIXO40/P7EE7sL8ifAM3w1NMGWVToLHxB+k',
};
