import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {TabSet} from '~/components/ui/TabSet';
import type {TabItemBlok, TabsBlok} from '~/lib/content/storyblok/types';
import {numberField, blocksOf, text} from './options';
import {TabItem} from './TabItem';

/** Content split into tabs; the editor picks which one shows first (counting from 1). */
export function Tabs({blok}: {blok: TabsBlok}) {
  const tabs = blocksOf<TabItemBlok>(blok.tabs, 'tab-item').filter((tab) => text(tab.title));
  if (!tabs.length) return null;
  return (
    <TabSet
      {...storyblokEditable(blok)}
      defaultIndex={numberField(blok.default_tab, 1) - 1}
      tabs={tabs.map((tab) => ({
        id: `tab-${tab._uid}`,
        title: text(tab.title),
        panel: <TabItem blok={tab} />,
      }))}
    />
  );
}
