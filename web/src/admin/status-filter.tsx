import { Select } from '../ui/Select';

export type StatusFilter = 'pending' | 'approved' | 'rejected' | '';

/** Pending by default; staff can look back at decided requests. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (v: StatusFilter) => void;
}) {
  return (
    <Select
      label="Show"
      value={value}
      onChange={(e) => onChange(e.target.value as StatusFilter)}
      options={[
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
        { value: '', label: 'All' },
      ]}
    />
  );
}

export const statusBody = (s: StatusFilter) => (s ? { status: s } : {});
