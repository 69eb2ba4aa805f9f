import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessAnswer, AccessCheck } from '@shared/admin/roles';
import type { TestApp } from '../../test/harness';
import { createWorld } from '../../test/factories/world';
import { createTeam, createUser, type Team } from '../../test/factories/users';
import { createRequisition } from '../../test/factories/requisitions';
import { createPurchaseOrder } from '../../test/factories/purchase-orders';
import { createInvoice } from '../../test/factories/invoices';
import { createContract } from '../../test/factories/contracts';
import { createRfp } from '../../test/factories/rfps';
import { submitVendorRequest, vendorRequestForm } from '../../test/factories/vendor-requests';

let t: TestApp, team: Team, other: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
});
afterAll(() => t.close());

const inspect = (q: Record<string, string>, as = team.procurement) =>
  t.request({ method: 'GET', url: `/api/admin/access-check?${new URLSearchParams(q)}`, as });
async function check(userId: string, recordType: string, recordId: string): Promise<AccessCheck> {
  const res = await inspect({ userId, recordType, recordId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const answer = (c: AccessCheck, action: string): AccessAnswer => c.answers.find((a) => a.action === action)!;

describe('GET /api/admin/access-check', () => {
  it('own department: the manager sees the team’s request by view_department_data, but may not edit it', async () => {
    const req = await createRequisition(t, { requestorId: team.employee.id, department: team.department });
    const c = await check(team.manager.id, 'requisition', req.id);
    expect(c.user).toMatchObject({
      role: 'manager',
      roleLabel: 'Manager',
      scope: `own department (${team.department})`,
    });
    expect(c.permissions).toEqual(['create_requisitions', 'approve_requests', 'view_department_data']);
    expect(answer(c, 'see')).toMatchObject({
      allowed: true,
      basis: {
        role: 'Manager',
        permission: 'view_department_data',
        rule: `own department (${team.department})`,
      },
    });
    expect(answer(c, 'edit')).toMatchObject({ allowed: false });
    expect(answer(c, 'edit').reason).toContain('Only the requestor can edit this requisition.');
  });

  it('other department: the same manager does not see another department’s request, nor act on it', async () => {
    const req = await createRequisition(t, { requestorId: other.employee.id, department: other.department });
    const c = await check(team.manager.id, 'requisition', req.id);
    expect(answer(c, 'see').allowed).toBe(false);
    expect(answer(c, 'see').reason).toContain(`the record belongs to ${other.department}`);
    expect(answer(c, 'see').reason).toContain('404');
    expect(c.answers.filter((a) => a.action !== 'see').every((a) => !a.allowed)).toBe(true);
    // The department's own manager does see it.
    expect(answer(await check(other.manager.id, 'requisition', req.id), 'see').allowed).toBe(true);
  });

  it('own record: the requester edits their returned request; a pending one is refused by its state', async () => {
    const returned = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'returned',
    });
    const c = await check(team.employee.id, 'requisition', returned.id);
    expect(answer(c, 'see')).toMatchObject({ allowed: true, basis: { rule: 'own record' } });
    expect(answer(c, 'edit')).toMatchObject({
      allowed: true,
      basis: { rule: 'own record', permission: 'create_requisitions' },
    });
    expect(answer(c, 'edit').reason).toContain('holds create_requisitions');
    const pending = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
    });
    const p = await check(team.employee.id, 'requisition', pending.id);
    expect(answer(p, 'edit')).toMatchObject({ allowed: false, basis: { rule: 'record state' } });
  });

  it('missing permission: the manager sees the department’s PO but may not edit it; procurement may', async () => {
    const po = await createPurchaseOrder(t, { vendorId, department: team.department, status: 'pending' });
    const m = await check(team.manager.id, 'purchase-order', po.id);
    expect(answer(m, 'see').allowed).toBe(true);
    expect(answer(m, 'edit')).toMatchObject({
      allowed: false,
      basis: { permission: 'manage_purchase_orders' },
    });
    expect(answer(m, 'edit').reason).toContain('Role Manager lacks manage_purchase_orders');
    const p = await check(team.procurement.id, 'purchase-order', po.id);
    expect(answer(p, 'see')).toMatchObject({ allowed: true, basis: { rule: 'all departments' } });
    expect(answer(p, 'edit')).toMatchObject({ allowed: true });
    expect(answer(p, 'edit').reason).toContain('Role Procurement Specialist holds manage_purchase_orders');
    // Issuing a pending PO: the state refuses it, whoever asks.
    expect(answer(p, 'issue')).toMatchObject({ allowed: false, basis: { rule: 'record state' } });
  });

  it('follows the role’s permissions as stored: a revoked permission turns the answer', async () => {
    const vendor = await check(team.legal.id, 'vendor', vendorId);
    expect(answer(vendor, 'see')).toMatchObject({ allowed: true, basis: { rule: 'everyone' } });
    expect(answer(vendor, 'edit')).toMatchObject({ allowed: false });
    expect(answer(vendor, 'edit').reason).toContain('Role Legal Team lacks manage_vendors');
    expect(answer(await check(team.procurement.id, 'vendor', vendorId), 'edit').allowed).toBe(true);
    const card = (await t.request({ method: 'GET', url: '/api/admin/roles', as: team.admin }))
      .json()
      .roles.find((r: { id: string }) => r.id === 'procurement_sme');
    const put = (permissions: string[]) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/roles/procurement_sme',
        payload: { permissions, approvalLimit: card.approvalLimit },
        as: team.admin,
      });
    expect((await put(card.permissions.filter((p: string) => p !== 'manage_vendors'))).statusCode).toBe(200);
    expect(answer(await check(team.procurement.id, 'vendor', vendorId), 'edit').allowed).toBe(false);
    expect((await put(card.permissions)).statusCode).toBe(200);
  });

  it('an inactive user is refused everything; unknown users and records are 404, bad input 400', async () => {
    const gone = await createUser(t, {
      role: 'procurement_sme',
      department: 'Procurement',
      status: 'Inactive',
    });
    const c = await check(gone.id, 'vendor', vendorId);
    expect(c.user.active).toBe(false);
    expect(c.answers).toEqual([expect.objectContaining({ action: 'see', allowed: false })]);
    expect((await inspect({ userId: 'nobody', recordType: 'vendor', recordId: vendorId })).statusCode).toBe(
      404,
    );
    expect(
      (await inspect({ userId: team.employee.id, recordType: 'vendor', recordId: 'nope' })).statusCode,
    ).toBe(404);
    const bad = await inspect({ userId: team.employee.id, recordType: 'spaceship', recordId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.recordType).toBe('Choose a record type');
    expect(
      (await inspect({ userId: team.employee.id, recordType: 'vendor', recordId: vendorId }, team.manager))
        .statusCode,
    ).toBe(403);
  });

  it('answers exactly what each detail’s `can` says, for every record type and several users', async () => {
    const po = await createPurchaseOrder(t, { vendorId, department: team.department, status: 'pending' });
    const invoice = await createInvoice(t, { vendorId, poId: po.id });
    const rfp = await createRfp(t, team.procurement);
    const req = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'returned',
    });
    const records: [string, string, string][] = [
      ['purchase-order', po.id, `/api/purchase-orders/${po.id}`],
      ['invoice', invoice.id, `/api/invoices/${invoice.id}`],
      ['rfp', rfp.id, `/api/rfps/${rfp.id}`],
      ['requisition', req.id, `/api/requisitions/${req.id}`],
      ['vendor', vendorId, `/api/vendors/${vendorId}`],
    ];
    let compared = 0;
    for (const who of [
      team.employee,
      team.manager,
      team.procurement,
      team.finance,
      team.legal,
      other.manager,
    ]) {
      for (const [type, id, url] of records) {
        const c = await check(who.id, type, id);
        const detail = await t.request({ method: 'GET', url, as: who });
        expect(answer(c, 'see').allowed, `${type} seen by ${who.firstName}`).toBe(detail.statusCode === 200);
        if (detail.statusCode !== 200) continue;
        const can = detail.json().can as Record<string, boolean>;
        const said = Object.fromEntries(
          c.answers.filter((a) => a.action !== 'see').map((a) => [a.action, a.allowed]),
        );
        expect(said, `${type} as ${who.firstName}`).toEqual(can);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(15);
  });

  it('new-vendor requests and contracts: own requests, vendor managers, and everyone for contracts', async () => {
    const request = await submitVendorRequest(t, team.employee, vendorRequestForm());
    const own = await check(team.employee.id, 'vendor-request', request.id);
    expect(answer(own, 'see')).toMatchObject({ allowed: true, basis: { rule: 'own record' } });
    expect(answer(own, 'approve')).toMatchObject({ allowed: false });
    expect(answer(await check(team.manager.id, 'vendor-request', request.id), 'see').allowed).toBe(false);
    const buyer = await check(team.procurement.id, 'vendor-request', request.id);
    expect(answer(buyer, 'see')).toMatchObject({ allowed: true, basis: { permission: 'manage_vendors' } });
    expect(answer(buyer, 'approve').allowed).toBe(true);
    const contract = await createContract(t, { vendorId, endDate: '2031-01-01' });
    const c = await check(other.employee.id, 'contract', contract.id);
    expect(c.answers).toEqual([
      expect.objectContaining({
        action: 'see',
        allowed: true,
        basis: expect.objectContaining({ rule: 'everyone' }),
      }),
    ]);
  });
});
