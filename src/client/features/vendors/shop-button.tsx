import { ShoppingCart } from 'lucide-react';
import type { IntegrationType } from '@shared/vendors/schemas';

import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { shopToast } from './shop';

/**
 * Shop, where `allowed` (only active vendors: `canShop` of src/shared/vendors/policies.ts, or a vendor
 * answer's `can.shop`): a PunchOut simulation, or 'No Integration' when the vendor has none.
 */
export function ShopButton({
  vendor,
  allowed,
}: {
  vendor: { name: string; integrationType: IntegrationType };
  allowed: boolean;
}) {
  if (!allowed) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => toast(shopToast(vendor))}>
      <ShoppingCart aria-hidden="true" />
      Shop
    </Button>
  );
}
