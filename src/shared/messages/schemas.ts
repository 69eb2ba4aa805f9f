/** Messaging Center (spec sections 2, 3, 4). */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'starred', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
export const MESSAGE_TYPES = ['rfp', 'internal', 'vendor', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ['delivered', 'read', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One message as it sits in the user's mailbox (spec section 3 "Message", plus the mailbox entry's id and folder). */
export type MessageView = {
  /** The message id (shared by every copy). */
  id: string;
  /** This user's mailbox entry. */
  entryId: string;
  folder: 'inbox' | 'sent';
  from: string;
  fromName: string;
  to: string[];
  subject: string;
  content: string;
  timestamp: string;
  type: MessageType;
  status: MessageStatus;
  attachments: string[];
  isStarred: boolean;
  isArchived: boolean;
  threadId: string;
};

export type UnreadCount = { count: number };
