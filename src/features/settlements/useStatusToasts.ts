import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '@octoss/contract/settlements';
import { toast } from '@/lib/toast';

/** Says 'Status Update' when a requested settlement starts processing and 'Settlement Complete' when it is paid. */
export function useStatusToasts(rows: Settlement[] | undefined) {
  const { t } = useTranslation('settlements');
  const previous = useRef(new Map<string, Settlement['status']>());
  useEffect(() => {
    if (!rows) return;
    for (const row of rows) {
      const before = previous.current.get(row.id);
      if (before && before !== row.status) {
        if (row.status === 'PROCESSING')
          toast({ title: t('toast.statusUpdate'), description: t('toast.processing'), severity: 'info' });
        if (row.status === 'PAID') toast({ title: t('toast.complete'), description: t('toast.paid') });
      }
      previous.current.set(row.id, row.status);
    }
  }, [rows, t]);
}
