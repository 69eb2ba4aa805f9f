/** The chat's quick-action prompts (spec section 2, Chat assistant); each text triggers its own rule. */
export const QUICK_ACTION_IDS = ['workflow', 'forecast', 'blanket-po', 'budget'] as const;
export type QuickActionId = (typeof QUICK_ACTION_IDS)[number];

const year = new Date().getFullYear();

export const QUICK_ACTIONS: { id: QuickActionId; text: string }[] = [
  { id: 'workflow', text: `What is the status of workflow REQ-${year}-001?` },
  { id: 'forecast', text: 'Show me the spend forecast' },
  { id: 'blanket-po', text: 'Which items should go on a blanket PO?' },
  { id: 'budget', text: 'What is our IT budget status?' },
];

/** The client waits this long before showing a reply (spec section 9). */
export const REPLY_DELAY_MS = { typed: 1000, quickAction: 500 } as const;
