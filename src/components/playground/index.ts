// Light entry for MDX pages and templates: nothing here pulls in the editor (it is imported on
// demand by Example) or a static query.
export { Example, type ExampleProps } from './Example';
export { ExampleSourcesProvider, useExampleSource, type ExampleSourceText } from './sources';
export {
  OptionsReference,
  OptionsReferenceProvider,
  usePageChartOptions,
  type OptionsReferenceRow,
} from './OptionsReference';
export {
  EventsReference,
  EventsReferenceProvider,
  type EventsReferenceRow,
} from './EventsReference';
