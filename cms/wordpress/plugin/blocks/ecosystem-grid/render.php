<?php
/**
 * The ecosystem grid block, rendered on the server (block.json "render"): WordPress gives $attributes, $content
 * and $block; coursify_elements_render_block() escapes every value.
 */

defined( 'ABSPATH' ) || exit;

echo coursify_elements_render_block( 'ecosystem-grid', $attributes, $content, $block ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped there.
