import { ShoppingCart } from 'lucide-react';
import type { IntegrationType, VendorStatus } from '@shared/vendors/schemas';

import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { canShop, shopToast } from './shop';

/** Shop: only for active vendors; a PunchOut simulation, or 'No Integration' when the vendor has none. */
export function ShopButton({
  vendor,
}: {
  vendor: { name: string; status: VendorStatus; integrationType: IntegrationType };
}) {
  if (!canShop(vendor)) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => toast(shopToast(vendor))}>
      <ShoppingCart aria-hidden="true" />
      Shop
    </Button>
  );
}
