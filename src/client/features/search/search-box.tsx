import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';

import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { createFocusController } from './focus-controller';
import { SearchResults } from './search-results';
import { isSearchable, SEARCH_PLACEHOLDER } from './search-rules';
import { claimSearchShortcut } from './search-shortcut';
import { useSearch } from './use-search';
import { CloseButton } from '../../components/close-button';

const RESULTS_ID = 'home-search-results';

/** The home page's large search box (spec section 2, Home / welcome; section 4, Home search box). */
export function SearchBox() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [focusState] = useState(() => createFocusController(setFocused));
  const { results, loading, error } = useSearch(text);
  const open = focused && isSearchable(text);

  useEffect(() => {
    const release = claimSearchShortcut(() => inputRef.current?.focus());
    return () => {
      release();
      focusState.dispose();
    };
  }, [focusState]);

  function handleBlur(e: FocusEvent<HTMLDivElement>) {
    if (e.relatedTarget instanceof Node && wrapperRef.current?.contains(e.relatedTarget)) return;
    focusState.blur();
  }

  function rows(): HTMLElement[] {
    return Array.from(wrapperRef.current?.querySelectorAll<HTMLElement>(`#${RESULTS_ID} a`) ?? []);
  }

  function moveFocus(e: KeyboardEvent<HTMLElement>) {
    const list = rows();
    const index = list.indexOf(e.currentTarget);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      list[Math.min(index + 1, list.length - 1)]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (index <= 0) inputRef.current?.focus();
      else list[index - 1]?.focus();
    } else if (e.key === 'Escape') {
      inputRef.current?.focus();
    }
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      rows()[0]?.focus();
    } else if (e.key === 'Escape') {
      setText('');
    }
  }

  function clear() {
    setText('');
    inputRef.current?.focus();
  }

  return (
    <div
      ref={wrapperRef}
      onFocus={focusState.focus}
      onBlur={handleBlur}
      className={cn(
        'relative mx-auto w-full max-w-2xl transition-transform duration-200',
        focused && 'scale-[1.02]',
      )}
    >
      <div
        className={cn(
          'flex items-center gap-3 rounded-2xl border bg-white px-5 shadow-sm transition-shadow',
          focused ? 'border-blue-400 shadow-lg ring-4 ring-blue-100' : 'border-slate-200',
        )}
      >
        <Search className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <input
          ref={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search"
          aria-controls={open ? RESULTS_ID : undefined}
          autoComplete="off"
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
        {text ? (
          <CloseButton
            label="Clear search"
            onClick={clear}
            className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-ring"
            iconClassName="size-5"
          />
        ) : (
          <kbd
            title="Press Ctrl+K or ⌘K to search"
            className="hidden shrink-0 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-sans text-xs text-slate-500 sm:inline-block"
          >
            ⌘K
          </kbd>
        )}
      </div>
      {open ? (
        <SearchResults
          id={RESULTS_ID}
          results={results}
          loading={loading}
          error={error ? errorText(error) : null}
          onNavigate={focusState.reset}
          onKeyDown={moveFocus}
        />
      ) : null}
    </div>
  );
}
