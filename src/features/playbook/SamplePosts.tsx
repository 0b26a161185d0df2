import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import type { Playbook } from '@octoss/contract/playbook';

/** Posts to share, worded by the server in the reader's language with the trader's own link and earnings. */
export function SamplePosts({ posts }: { posts: Playbook['samplePosts'] }) {
  const { t } = useTranslation('playbook');
  return (
    <Card component="section" aria-labelledby="posts-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="posts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('posts.title')}
        </Typography>
        {/* The server words the posts in the reader's language, with their own link and earnings in. */}
        <Stack spacing={2}>
          {posts.map((post) => (
            <Card key={post.id} variant="outlined">
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="subtitle2" component="h3">
                    {post.channel}
                  </Typography>
                  <CopyButton value={post.text} label={t('posts.copy', { channel: post.channel })} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {post.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
