import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '@octoss/contract/referral';
import { DataTable } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { EmptyState } from '@/components/EmptyState';
import { ExchangeName } from '@/components/ExchangeName';
import { StatusChip } from '@/components/StatusChip';

/** The friends who joined with the trader's code, newest first. */
export function RecentReferrals({ friends }: { friends: ReferralSummary['recentReferrals'] }) {
  const { t } = useTranslation('referral');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('recent.title')}
      </Typography>
      {friends.length === 0 ? (
        <EmptyState title={t('recent.empty')} description={t('recent.emptyText')} />
      ) : (
        <DataTable
          caption={t('recent.title')}
          rows={friends}
          rowKey={(friend) => friend.id}
          emptyText={t('recent.empty')}
          columns={[
            { key: 'friend', header: t('recent.friend'), render: (friend) => friend.maskedEmail },
            {
              key: 'exchange',
              header: t('recent.exchange'),
              render: (friend) => <ExchangeName id={friend.exchange} />,
            },
            { key: 'joined', header: t('recent.joined'), render: (friend) => <DateTime value={friend.joinedAt} /> },
            {
              key: 'status',
              header: t('recent.status'),
              render: (friend) => (
                <StatusChip
                  tone={friend.active ? 'success' : 'default'}
                  label={t(friend.active ? 'recent.active' : 'recent.inactive')}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
