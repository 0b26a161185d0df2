import { Controls, Description, Primary, Title } from '@storybook/addon-docs/blocks';

/**
 * A page's docs page (`parameters.docs.page` of a page meta): its first story and the table of its
 * Controls, each described. Only that story renders here: the mock backend answers one story at a
 * time, so every other state is in the sidebar, or one control away.
 */
export function PageDocs() {
  return (
    <>
      <Title />
      <Description />
      <Primary />
      <Controls />
      <p>
        The page's other states (Empty, Loading, Error, on a phone) are its stories in the sidebar; the controls above
        show them here too.
      </p>
    </>
  );
}

/** What a page meta's parameters say about its docs page. */
export const pageDocs = { page: PageDocs };
