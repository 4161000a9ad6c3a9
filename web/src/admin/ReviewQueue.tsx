import { type ReactNode, useState } from 'react';
import { Alert } from '../ui/Alert';
import { usePageTitle } from '../ui/PageTitle';
import { Breadcrumb } from './Breadcrumb';
import { type StatusFilter, StatusSelect, statusBody } from './status-filter';
import { useLoaded } from './use-admin-data';

export interface ReviewQueue<T> {
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  data: T[] | null;
  loadError: string;
  note: { kind: 'success' | 'error'; text: string };
  /** For DecisionButtons: the server's outcome becomes the note; a decision taken reloads the list. */
  decided: { onDone: (text: string) => void; onError: (text: string) => void };
}

/** The list's filter as its routes take it: a status, or none for all. */
export type ListBody = ReturnType<typeof statusBody>;

/**
 * A queue staff decide on (top-up requests, fellowship applications): pending ones first. `load`
 * asks for the list (a module's function, so it stays the same between renders).
 */
export function useReviewQueue<T>(load: (body: ListBody) => Promise<T[]>): ReviewQueue<T> {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const { data, error: loadError, reload } = useLoaded(load, statusBody(status));
  const [note, setNote] = useState<ReviewQueue<T>['note']>({ kind: 'success', text: '' });
  const decided = {
    onDone: (text: string) => {
      setNote({ kind: 'success', text });
      reload();
    },
    onError: (text: string) => setNote({ kind: 'error', text }),
  };
  return { status, setStatus, data, loadError, note, decided };
}

/** A review page: breadcrumb, title, the status filter, the load error and the last outcome, then the list. */
export function ReviewPage<T>({
  title,
  queue,
  children,
}: {
  title: string;
  queue: ReviewQueue<T>;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="container page">
      <Breadcrumb here={title} />
      <h1>{title}</h1>
      <div className="admin-toolbar">
        <StatusSelect value={queue.status} onChange={queue.setStatus} />
      </div>
      <Alert>{queue.loadError}</Alert>
      <Alert kind={queue.note.kind}>{queue.note.text}</Alert>
      {children}
    </div>
  );
}
