import { Loader2 } from 'lucide-react';

export function PageLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-20 text-sm text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      Loading...
    </div>
  );
}
