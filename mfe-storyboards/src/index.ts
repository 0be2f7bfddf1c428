// Async boundary: lets Module Federation negotiate shared singletons first.
void import('./standalone');
