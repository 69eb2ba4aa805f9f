import type { RfpResponsePage, VendorResponse } from '@shared/rfps/response';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';

/**
 * A stand-in for the token routes of the vendor's response page in component tests (the API tests
 * cover the real ones): it answers GET/PUT /api/rfp-response, POST/DELETE of its attachments, keeps
 * what was saved and records every request (it stubs fetch: fake-api.ts). `refuse` answers every request (of some methods) with an error.
 */
export type Call = { method: string; path: string; token: string | null; body: unknown };

export const RFP: RfpResponsePage['rfp'] = {
  title: 'Office Cleaning Services 2027',
  category: 'Maintenance',
  description: 'Daily cleaning of the head office.',
  requirements: 'Five days a week.\nEco-friendly products.',
  deadline: '2027-03-15',
  closesAt: '2027-03-16T00:00:00.000Z',
  contactEmail: 'buyer@procura.test',
  department: 'Operations',
  budget: '$40,000 - $50,000',
};

export const storedResponse = (over: Partial<VendorResponse> = {}): VendorResponse => ({
  id: 'resp-1',
  status: 'draft',
  companyName: 'Sparkle Co',
  contactName: 'Ann Lee',
  totalPrice: '42000.00',
  lines: [{ description: 'Daily cleaning', quantity: '12', unitPrice: '3500.00' }],
  leadTimeDays: 14,
  validUntil: '2027-06-30',
  notes: 'Includes supplies.',
  submittedAt: null,
  updatedAt: '2027-03-01T10:00:00.000Z',
  attachments: [],
  ...over,
});

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

export function fakeResponseServer(start: Partial<RfpResponsePage> = {}) {
  const state: {
    page: RfpResponsePage;
    /** Answer every request (of these methods, when given) with this error. */
    refuse: { status: number; body: unknown; methods?: string[] } | null;
  } = {
    page: {
      rfp: RFP,
      vendorEmail: 'sales@sparkle.test',
      vendorName: null,
      open: true,
      response: null,
      ...start,
    },
    refuse: null,
  };
  const calls: Call[] = [];
  fakeApi(({ method, path, query, body: sent, form }) => {
    const body: unknown = form ?? sent;
    calls.push({ method, path, token: query.get('token'), body });
    if (!path.startsWith('/api/rfp-response')) return undefined;
    const refuse = state.refuse;
    if (refuse && (!refuse.methods || refuse.methods.includes(method)))
      return json(refuse.status, refuse.body);
    const current = state.page.response ?? storedResponse({ companyName: null, totalPrice: null, lines: [] });
    if (method === 'PUT') {
      const b = body as Record<string, unknown>;
      state.page.response = {
        ...current,
        status: b.submit ? 'submitted' : current.status,
        submittedAt: b.submit ? '2027-03-02T10:00:00.000Z' : current.submittedAt,
        companyName: b.companyName as string,
        totalPrice: String(b.totalPrice),
      };
      return json(200, state.page);
    }
    if (method === 'POST') {
      const files = (body as FormData).getAll('files') as File[];
      const added = files.map((f, i) => ({
        id: `file-${calls.length}-${i}`,
        fileName: f.name,
        size: f.size,
      }));
      state.page.response = { ...current, attachments: [...current.attachments, ...added] };
      return json(201, state.page);
    }
    if (method === 'DELETE') {
      const id = path.split('/').pop();
      state.page.response = { ...current, attachments: current.attachments.filter((a) => a.id !== id) };
      return json(200, state.page);
    }
    return json(200, state.page);
  });
  return { state, calls };
}
