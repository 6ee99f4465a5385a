import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import {
  type HealthRecord,
  healthRecordListSchema,
  healthRecordSchema,
  shareTargetListSchema,
} from '@arogya/contract/schemas/records';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { MyHealthRecordsPage } from './my-health-records-page';

const record = (id: string, name: string, type: string, uploadedAt: string) =>
  healthRecordSchema.parse({
    _id: id,
    id,
    name,
    type,
    size: 2048,
    uploadedAt,
    status: 'uploaded',
    source: 'upload',
    shares: [],
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function stub(records: HealthRecord[]) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ role: 'patient', name: 'Priya Sharma' })),
    'GET /api/records': () => contractJson(healthRecordListSchema, records),
  });
}

const render = () => renderPage(<MyHealthRecordsPage />, { path: '/my-health-records' });

describe('MyHealthRecordsPage (spec 02 §2)', () => {
  it('shows the empty text verbatim', async () => {
    stub([]);
    render();
    expect(await screen.findByText(MSG_RECORDS.empty)).toBeInTheDocument();
  });

  it('shows the summary, the first three as recent activity and the history table', async () => {
    stub([
      record('r4', 'ecg.pdf', 'application/pdf', '2026-11-24T05:00:00Z'),
      record('r3', 'scan.png', 'image/png', '2026-11-20T05:00:00Z'),
      record('r2', 'notes.txt', 'text/plain', '2026-11-10T05:00:00Z'),
      record('r1', 'old.pdf', 'application/pdf', '2026-09-01T05:00:00Z'),
    ]);
    render();
    expect(await screen.findByTestId('records-total')).toHaveTextContent('4');
    const recent = screen.getByRole('heading', { name: MSG_RECORDS.recentActivity })
      .parentElement as HTMLElement;
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['File', 'Type', 'Size', 'Uploaded', 'Status']);
    expect(screen.getAllByTestId('record-row')).toHaveLength(4);
  });

  it('refuses a drop of more than 20 files before sending anything', async () => {
    const api = stub([]);
    render();
    await screen.findByText(MSG_RECORDS.empty);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const files = Array.from({ length: 21 }, (_, i) => new File(['x'], `f${i}.txt`, { type: 'text/plain' }));
    fireEvent.change(input, { target: { files } });
    const refused = within(await screen.findByRole('alert')).getAllByRole('listitem');
    expect(refused).toHaveLength(21);
    expect(refused[0]).toHaveTextContent(`f0.txt: ${MSG_RECORDS.tooManyFiles}`);
    expect(api.callsTo('POST /api/records')).toHaveLength(0);
  });

  it('sharing a record says what the professional may see and links the Privacy Notice', async () => {
    stubApi({
      'GET /api/auth/me': () =>
        contractJson(sessionUserSchema, contractUser({ role: 'patient', name: 'Priya Sharma' })),
      'GET /api/records': () =>
        contractJson(healthRecordListSchema, [
          record('r1', 'ecg.pdf', 'application/pdf', '2026-11-24T05:00:00Z'),
        ]),
      'GET /api/records/share-targets': () =>
        contractJson(shareTargetListSchema, [
          { _id: '7f1c2b9e-0000-4000-8000-0000000000d1', name: 'Arjun Mehta', role: 'doctor' },
        ]),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: `${MSG_RECORDS.share}: ecg.pdf` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(MSG_PRIVACY_WEB.recordShareLine)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: MSG_PRIVACY_WEB.noticeLink })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
