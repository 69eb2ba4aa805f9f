/** The look of a select's closed button (shared by the Radix trigger and its stand-in, `LazySelect`). */
export const SELECT_TRIGGER_CLASS =
  'flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:truncate';
