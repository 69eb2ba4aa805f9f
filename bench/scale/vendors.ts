import type { Shape } from './shape';
import { arr, pad3, pick, type Step } from './sql';
import {
  CITIES,
  CONTRACT_CATEGORIES,
  ITEM_DESCRIPTIONS,
  ITEM_PRICES,
  ITEM_UNITS,
  VENDOR_CATEGORIES,
  VENDOR_PREFIXES,
  VENDOR_SUFFIXES,
  VENDOR_WORDS,
} from './catalog';

/**
 * A vendor number 1..n with skewed spend: a power-law pick, so vendor 1 gets ~7% of the orders, the
 * top 10 ~14%, the top 100 ~27%, the top 1,000 about half.
 */
export const skewedVendor = (n: number) => `least(${n}, 1 + floor(${n} * power(random(), 3.5))::int)`;

export function vendorSteps(shape: Shape): Step[] {
  const n = shape.vendors;
  const cats = VENDOR_CATEGORIES.length;
  return [
    {
      name: 'work: vendors',
      text: `create temp table s_vendor as
        select vk, 'vendor-' || ${pad3('base + vk')} as id,
          (${arr(VENDOR_PREFIXES)})[1 + vk % ${VENDOR_PREFIXES.length}] || ' ' ||
            (${arr(VENDOR_WORDS)})[1 + c * 3 + (vk / ${cats}) % 3] || ' ' ||
            (${arr(VENDOR_SUFFIXES)})[1 + (vk / ${VENDOR_PREFIXES.length}) % ${VENDOR_SUFFIXES.length}] as name,
          (${arr(VENDOR_CATEGORIES)})[1 + c] as category,
          case when vk > 50 and vk % 17 = 0 then 'inactive' when vk > 50 and vk % 23 = 0 then 'pending' else 'active' end as status
        from (select vk, (vk * 3) % ${cats} as c,
                coalesce((select max(substring(id from '^vendor-([0-9]{1,9})$')::int) from vendors), 0) as base
              from generate_series(1, ${n}) vk) x`,
    },
    { name: 'work: vendors key', text: `create unique index on s_vendor (vk)` },
    {
      name: 'vendors',
      text: `insert into vendors (id, name, category, integration_type, status, contact_name, contact_email, contact_phone,
          address, city, state, zip_code, ein, on_time_rate, created_at)
        select v.id, v.name, v.category, (array['cxml','oci','hosted','none','none'])[1 + vk % 5], v.status,
          'Account Team ' || vk, 'sales' || vk || '@vendor' || vk || '.example', '(800) 555-' || lpad((vk % 10000)::text, 4, '0'),
          (100 + vk % 900) || ' Commerce Way', (${arr(CITIES.map((c) => c[0]))})[1 + vk % ${CITIES.length}],
          (${arr(CITIES.map((c) => c[1]))})[1 + vk % ${CITIES.length}], lpad((10000 + vk % 90000)::text, 5, '0'),
          lpad((vk % 100)::text, 2, '0') || '-' || lpad((vk * 7919 % 10000000)::text, 7, '0'),
          round((75 + random() * 25)::numeric, 2), now() - (30 + (vk * 31) % 1500) * interval '1 day'
        from s_vendor v`,
    },
    {
      name: 'catalog_items',
      text: `insert into catalog_items (id, sku, name, vendor_id, category, unit_price, unit_of_measure, lead_time_days, created_at)
        select 'cat-s' || g, 'SKU-S' || lpad(g::text, 6, '0'), (${arr(ITEM_DESCRIPTIONS)})[t] || ' model ' || (100 + g % 900),
          v.id, v.category, round(((${ITEM_PRICES})[t] * (0.8 + random() * 0.4))::numeric, 2), (${arr(ITEM_UNITS)})[t],
          1 + g % 21, now() - (g % 1000) * interval '1 day'
        from (select g, 1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int as t, ${skewedVendor(n)} as vk
              from generate_series(1, ${shape.catalogItems}) g) x
        join s_vendor v on v.vk = x.vk`,
    },
    {
      // Contracts for the vendors with most spend: start over the last 3 years, 1–3 years long.
      name: 'contracts',
      text: `insert into contracts (id, title, vendor_id, value, start_date, end_date, status, category, risk_level,
          auto_renewal, last_reviewed, contact_person, contact_user_id, description, notice_period_days, created_at)
        select 'CTR-' || (100 + g), v.name || ' ' || (array['Master Services Agreement','Supply Agreement','Subscription',
            'Maintenance Agreement','Framework Agreement'])[1 + g % 5] || ' ' || extract(year from s)::int,
          v.id, (5000 + floor(random() * 495000))::numeric(14, 2), s::date, (s + len * interval '1 year')::date,
          case when (s + len * interval '1 year')::date < current_date then 'expired' when g % 40 = 0 then 'draft' else 'active' end,
          ${pick(CONTRACT_CATEGORIES)}, (array['Low','Low','Medium','High'])[1 + g % 4], g % 3 = 0,
          (s + interval '30 days')::date, 'Contracts Desk', 'user-001', 'Terms, pricing and service levels agreed with ' || v.name || '.',
          (array[30, 30, 60, 90])[1 + g % 4], s
        from (select g, ${skewedVendor(n)} as vk, 1 + g % 3 as len,
                now() - (random() * 1095) * interval '1 day' as s
              from generate_series(1, ${shape.contracts}) g) x
        join s_vendor v on v.vk = x.vk`,
    },
    {
      name: 'work: contracts by vendor',
      text: `create temp table s_vendor_contract as
        select distinct on (vendor_id) vendor_id, id as contract_id from contracts where status = 'active' order by vendor_id, id`,
    },
  ];
}
