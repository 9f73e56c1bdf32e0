import { Chart } from 'chartwrap';

// One phrase per row; the tree grows from the root word.
const data = [
  ['Phrases'],
  ['cats are better than dogs'],
  ['cats eat kibble'],
  ['cats are better than hamsters'],
  ['cats are awesome'],
  ['cats are people too'],
  ['cats eat mice'],
  ['cats meowing'],
  ['cats in the cradle'],
  ['cats eat mice'],
  ['cats in the cradle lyrics'],
  ['cats eat kibble'],
  ['cats for adoption'],
  ['cats are family'],
  ['cats eat mice'],
  ['cats are better than kittens'],
  ['cats are evil'],
  ['cats are weird'],
  ['cats eat mice'],
];

export default function WordTreeExample() {
  return (
    <figure>
      <Chart
        chartType="WordTree"
        data={data}
        width="100%"
        height="360px"
        aria-label="Word tree: phrases that begin with the word cats"
        options={{ wordtree: { format: 'implicit', word: 'cats' } }}
      />
      <figcaption>
        Of 18 phrases starting with “cats”, the most common continuations are “are …” (8) and “eat
        mice” (4).
      </figcaption>
    </figure>
  );
}
