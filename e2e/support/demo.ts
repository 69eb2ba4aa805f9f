import { expect, type Page } from '@playwright/test';

/**
 * For the `*.demo.spec.ts` tests of the fresh-start demo data: its records found by what they are
 * (a PO by its description, a contract by its title), never by an id constant. The page must be
 * signed in.
 */
export type DemoPo = { id: string; poNumber: string; description: string };

export async function poDescribed(page: Page, description: string): Promise<DemoPo> {
  const res = await page.request.get(`/api/purchase-orders?q=${encodeURIComponent(description)}&limit=50`);
  const found = ((await res.json()) as DemoPo[]).find((p) => p.description === description);
  expect(found, description).toBeTruthy();
  return found!;
}

export async function contractTitled(
  page: Page,
  title: string,
): Promise<{ id: string; poNumbers: string[] }> {
  const res = await page.request.get(`/api/contracts?q=${encodeURIComponent(title)}&limit=50`);
  const found = ((await res.json()) as { id: string; title: string; poNumbers: string[] }[]).find(
    (c) => c.title === title,
  );
  expect(found, title).toBeTruthy();
  return found!;
}

/** The seeded POs the tests name, by description. */
export const DEMO_PO = {
  seating: 'Ergonomic seating and sit-to-stand desks for the Austin office expansion',
  monitors: 'Monitor and docking station refresh for IT staff',
  workstations: 'Precision mobile workstations for the engineering team',
  network: 'Core network switch replacement — HQ data closets',
  erp: 'ERP implementation advisory — design and data conversion phases',
  alarms: 'Alarm monitoring and badge access control upgrade',
  mroBlanket: 'MRO and safety supplies blanket PO — distribution center',
} as const;
