/**
 * A server-side search field: what is typed is handed on `debounceMs` after typing stops, or at
 * once on Enter, trimmed. The field keeps its own text so typing never waits for the server.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The search in effect (from the URL) when the field mounts. */
  initial: string;
  onSearch: (term: string) => void;
  debounceMs?: number;
  className?: string;
}

export function SearchBox({
  id,
  label,
  placeholder,
  initial,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const [term, setTerm] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const commit = (value: string) => {
    clearTimeout(timer.current);
    latest.current(value.trim());
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        className={cn('w-72', className)}
        value={term}
        placeholder={placeholder}
        onChange={(event) => {
          const value = event.target.value;
          setTerm(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            commit(value);
          }, debounceMs);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit(term);
        }}
      />
    </div>
  );
}
