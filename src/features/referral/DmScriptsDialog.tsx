import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { TabRow } from '@/components/TabRow';
import { useRuleValues } from '@/i18n/useRuleValues';

const packs = {
  warm: ['oneToOne', 'followUp'],
  social: ['post', 'story'],
  guild: ['announce', 'pinned'],
  checklist: ['steps'],
} as const;
type Pack = keyof typeof packs;

/** Ready-to-send messages, each copyable, with the trader's link filled in. */
export function DmScriptsDialog({ open, link, onClose }: { open: boolean; link: string; onClose: () => void }) {
  const { t } = useTranslation('referral');
  const rules = useRuleValues();
  const [pack, setPack] = useState<Pack>('warm');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="dm-title" fullWidth maxWidth="sm">
      <DialogTitle id="dm-title">{t('dm.title')}</DialogTitle>
      <TabRow
        label={t('dm.title')}
        value={pack}
        onChange={setPack}
        tabs={(Object.keys(packs) as Pack[]).map((name) => ({ value: name, label: t(`dm.tabs.${name}`) }))}
      />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {packs[pack].map((script) => {
            const text = t(`dm.${pack}.${script}.text`, { ...rules, link });
            return (
              <Card key={script} variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="subtitle2" component="h3">
                      {t(`dm.${pack}.${script}.title`)}
                    </Typography>
                    <CopyButton value={text} label={t('dm.copy', { title: t(`dm.${pack}.${script}.title`) })} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {text}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
