import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Playbook } from '@octoss/contract/playbook';
import { useToggleItem } from './api';

/** The plan's steps, ticked off through the API (a deep link `#<id>` brings one into view). */
export function Checklist({ items }: { items: Playbook['checklist'] }) {
  const { t } = useTranslation('playbook');
  const toggle = useToggleItem();
  const done = items.filter((item) => item.completed).length;
  return (
    <Card component="section" aria-labelledby="checklist-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="checklist-title" variant="h6" component="h2">
          {t('checklist.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" id="checklist-progress">
          {t('checklist.progress', { done, total: items.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / Math.max(1, items.length)) * 100}
          aria-labelledby="checklist-progress"
          sx={{ my: 1.5 }}
        />
        <List>
          {items.map((item) => (
            <ListItem key={item.id} id={item.id} disableGutters alignItems="flex-start" sx={{ scrollMarginTop: 96 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={item.completed}
                  onChange={(event) => toggle.mutate({ id: item.id, completed: event.target.checked })}
                  slotProps={{ input: { 'aria-labelledby': `${item.id}-task` } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={item.task}
                secondary={item.description}
                slotProps={{ primary: { id: `${item.id}-task` } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
