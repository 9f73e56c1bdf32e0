// The no-results screen's suggested queries: related page titles, else those of the latest search
// that found something (a query no page is related to, "sunburst", still gets suggestions).
import { tracker } from './client';
import { offeredTitles } from './modal-fixes';

jest.mock('gatsby', () => ({ withPrefix: (p: string) => p }));

afterEach(() => {
  tracker.recentTitles = [];
});

test('offers the related titles, without the query itself, at most three', () => {
  tracker.recentTitles = ['Quick walkthrough'];
  expect(offeredTitles('pie chrt', ['Pie chart', 'Bar chart', 'Donut chart', 'Gauge'])).toEqual([
    'Pie chart',
    'Bar chart',
    'Donut chart',
  ]);
  expect(offeredTitles(' Pie Chart ', ['Pie chart', 'Bar chart'])).toEqual(['Bar chart']);
});

test('with no related title, offers the titles of the latest search that found something', () => {
  tracker.recentTitles = ['Sankey diagram', 'Pie chart'];
  expect(offeredTitles('sunburst', [])).toEqual(['Sankey diagram', 'Pie chart']);
  // the query's own title is never offered back
  expect(offeredTitles('pie chart', ['Pie chart'])).toEqual(['Sankey diagram']);
});

test('offers nothing when nothing was found before either', () => {
  expect(offeredTitles('sunburst', [])).toEqual([]);
});
