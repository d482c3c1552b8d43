// The AutoLayout module: views, anchors and the layout engine (in progress).
