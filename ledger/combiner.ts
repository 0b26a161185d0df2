/** How two child values make their parent, the empty tree's value, and equality of values. */
export interface Combiner<V> {
  node(left: V, right: V): V;
  empty(): V;
  equal(a: V, b: V): boolean;
}
