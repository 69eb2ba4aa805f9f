import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAllToasts } from '../components/ui/use-toast';

// Each component test starts from an empty document (Testing Library unmounts what the last one
// rendered) and no toasts: the test files of a worker share its modules (isolate: false), the toast
// store among them.
afterEach(() => {
  cleanup();
  removeAllToasts();
});
