import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import type { VerifyStepView } from './stepView';
import { ShortHash } from './ShortHash';
import { Pairs, parseValue, rowFieldLabel, rowFields, RowFieldValue, TreeValueText } from './valueParts';

/** What one step compared, in the trader's words: amounts formatted, hashes shortened (full in the list below). */
export function StepValues({ step }: { step: VerifyStepView }) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const v = step.values;
  const count = (text: string | undefined) => (text === undefined ? '' : formatInteger(Number(text), locale));
  const label = (key: string) => t(`verify.values.${key}`);
  switch (step.id) {
    case 'format':
      return v.problems ? (
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' }}>
          {v.problems}
        </Box>
      ) : (
        <Pairs
          items={[
            [label('checkpoint'), v['checkpoint.period']],
            [label('entry'), count(v.leafIndex)],
            [label('treeSize'), count(v.treeSize)],
          ]}
        />
      );
    case 'row':
      return (
        <Pairs
          items={rowFields.map((field) => [
            label(rowFieldLabel(field)),
            <RowFieldValue key={field} field={field} values={v} />,
          ])}
        />
      );
    case 'owner':
      return (
        <Pairs
          items={[
            [label('record'), v.recordId],
            [label('ledgerTag'), v['leaf.owner'] && <ShortHash value={v['leaf.owner']} />],
            ...(v['computed owner']
              ? [[label('yourTag'), <ShortHash key="tag" value={v['computed owner']} />] as [string, ReactNode]]
              : []),
          ]}
        />
      );
    case 'leaf-hash':
      return (
        <Pairs
          items={[
            [
              label('hash'),
              <TreeValueText
                key="leaf"
                name={label('hash')}
                text={`hash=${v['leaf.hash']} credit=${v['leaf.credit']} debit=${v['leaf.debit']}`}
              />,
            ],
          ]}
        />
      );
    case 'path': {
      const nodes = Object.keys(v).filter((key) => key.startsWith('node ')).length;
      return (
        <>
          <Typography variant="body2">
            {t('verify.values.steps', { n: count(String(nodes)), needed: count(v['nodes needed']) })}
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {Array.from({ length: nodes }, (_, index) => {
              const node = parseValue(v[`node ${index + 1}`]);
              return (
                <li key={index}>
                  <Pairs
                    items={[
                      [
                        label(node?.side === 'left' ? 'neighbourLeft' : 'neighbourRight'),
                        <TreeValueText
                          key="node"
                          name={`${label('neighbourLeft')} ${index + 1}`}
                          text={v[`node ${index + 1}`]?.replace(/^(left|right) /, '')}
                        />,
                      ],
                      [
                        label('running'),
                        <TreeValueText
                          key="running"
                          name={`${label('running')} ${index + 1}`}
                          text={v[`running ${index + 1}`]}
                        />,
                      ],
                    ]}
                  />
                </li>
              );
            })}
          </Box>
        </>
      );
    }
    case 'root': {
      const of = (prefix: string) =>
        `hash=${v[`${prefix}.hash`]} credit=${v[`${prefix}.credit`]} debit=${v[`${prefix}.debit`]}`;
      return (
        <Pairs
          items={[
            [label('computed'), <TreeValueText key="computed" name={label('computed')} text={of('computed')} />],
            [
              label('checkpoint'),
              <TreeValueText key="checkpoint" name={label('checkpoint')} text={of('checkpoint')} />,
            ],
          ]}
        />
      );
    }
    case 'published-root':
      return (
        <Pairs
          items={[
            [
              label('checkpoint'),
              v['checkpoint.root.hash'] && (
                <ShortHash
                  value={v['checkpoint.root.hash']}
                  copyLabel={t('verify.values.copy', { name: label('checkpoint') })}
                />
              ),
            ],
            [
              label('published'),
              v['published root'] && (
                <ShortHash
                  value={v['published root']}
                  copyLabel={t('verify.values.copy', { name: label('published') })}
                />
              ),
            ],
          ]}
        />
      );
    case 'signature':
      return (
        <Pairs
          items={
            [
              [label('key'), v.key],
              [label('checkpoint'), v['signed period']],
              [label('treeSize'), count(v['signed treeSize'])],
              [label('hash'), v['signed root.hash'] && <ShortHash value={v['signed root.hash']} />],
            ].filter(([, value]) => value !== undefined) as [string, ReactNode][]
          }
        />
      );
    case 'consistency':
      return (
        <Pairs
          items={[
            [label('seen'), `${step.seenWeek ?? ''} · ${t('verify.values.entries', { n: count(v['seen.treeSize']) })}`],
            [label('now'), t('verify.values.entries', { n: count(v['checkpoint.treeSize']) })],
            [label('proofNodes'), count(v['proof nodes'])],
          ]}
        />
      );
  }
}
