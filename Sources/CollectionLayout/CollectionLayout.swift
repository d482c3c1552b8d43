// The CollectionLayout module: collection layouts (in progress).
