import { MessagingCenter } from '../features/messages/messaging-center';
import { useDocumentTitle } from '../lib/use-document-title';

/** /messages ('Messaging Center'). */
export default function MessagesPage() {
  useDocumentTitle('Messaging Center');
  return <MessagingCenter />;
}
