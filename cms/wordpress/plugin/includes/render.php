<?php
/**
 * The blocks on the server (block.json "render"): the element with its documented attributes, every value escaped
 * with WordPress's own functions, the data in the attribute form (JSON in `items` or `courses`), and the site's
 * language and direction on the block's wrapper, so the element speaks the site's language whatever the theme
 * writes on <html>. The post keeps only the block comment and its attributes.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each block's attributes: block attribute => array( element attribute, kind ). Kinds: json (the data, a JSON
 * array; wrong JSON goes to the element as it is, which shows its visible error), text, level (a heading level),
 * flag (a boolean attribute).
 */
const COURSIFY_ELEMENTS_FIELDS = array(
	'ecosystem-grid' => array(
		'items'          => array( 'items', 'json' ),
		'label'          => array( 'label', 'text' ),
		'headingLevel'   => array( 'heading-level', 'level' ),
		'hideComingSoon' => array( 'hide-coming-soon', 'flag' ),
	),
	'course-catalog' => array(
		'courses'      => array( 'courses', 'json' ),
		'label'        => array( 'label', 'text' ),
		'headingLevel' => array( 'heading-level', 'level' ),
		'currency'     => array( 'currency', 'text' ),
		'hideSearch'   => array( 'hide-search', 'flag' ),
		'hideFilters'  => array( 'hide-filters', 'flag' ),
		'hideSort'     => array( 'hide-sort', 'flag' ),
	),
);

/**
 * The attributes 0.1.0's static blocks kept in the saved element rather than in the comment (the data, the label,
 * the currency), read from a post saved then and not re-saved since: it renders as it did.
 */
function coursify_elements_legacy_attributes( $tag, $content ) {
	if ( ! is_string( $content ) || 1 !== preg_match( '/<' . $tag . '(\s[^>]*)?>/i', $content, $element ) ) {
		return array();
	}
	$found = array();
	preg_match_all( '/\s([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+)))?/i', $element[1] ?? '', $pairs, PREG_SET_ORDER );
	foreach ( $pairs as $pair ) {
		$value                           = ( $pair[2] ?? '' ) . ( $pair[3] ?? '' ) . ( $pair[4] ?? '' );
		$found[ strtolower( $pair[1] ) ] = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
	$legacy = array();
	foreach ( COURSIFY_ELEMENTS_FIELDS[ $tag ] as $name => list( $attribute, $kind ) ) {
		if ( ( 'json' === $kind || 'text' === $kind ) && isset( $found[ $attribute ] ) ) {
			$legacy[ $name ] = $found[ $attribute ];
		}
	}
	return $legacy;
}

/** JSON for the data attribute: re-encoded with <, >, &, ' and " as \u escapes when valid, else as it came. */
function coursify_elements_attribute_json( $value ) {
	$value = is_string( $value ) && '' !== trim( $value ) ? $value : '[]';
	$data  = json_decode( $value );
	if ( JSON_ERROR_NONE !== json_last_error() ) {
		return $value;
	}
	$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	return is_string( $json ) ? $json : $value;
}

/**
 * The block's HTML: a wrapper (the block's class, the site's `lang` and `dir`) around the element.
 *
 * @param string   $tag        ecosystem-grid or course-catalog.
 * @param array    $attributes The block's attributes (WordPress has dropped values of the wrong type).
 * @param string   $content    What the post saved inside the block: nothing, or 0.1.0's static markup.
 * @param WP_Block $block      The block being rendered.
 */
function coursify_elements_render_block( $tag, $attributes, $content, $block = null ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$saved      = $block instanceof WP_Block && is_array( $block->parsed_block['attrs'] ?? null ) ? $block->parsed_block['attrs'] : array();
	foreach ( coursify_elements_legacy_attributes( $tag, $content ) as $name => $value ) {
		if ( ! array_key_exists( $name, $saved ) ) {
			$attributes[ $name ] = $value;
		}
	}
	$html = '<' . $tag;
	foreach ( COURSIFY_ELEMENTS_FIELDS[ $tag ] as $name => list( $attribute, $kind ) ) {
		$value = $attributes[ $name ] ?? null;
		if ( 'json' === $kind ) {
			$html .= ' ' . $attribute . '="' . esc_attr( coursify_elements_attribute_json( $value ) ) . '"';
		} elseif ( 'text' === $kind && is_string( $value ) && '' !== $value ) {
			$html .= ' ' . $attribute . '="' . esc_attr( $value ) . '"';
		} elseif ( 'level' === $kind && is_numeric( $value ) && absint( $value ) > 0 ) {
			$html .= ' ' . $attribute . '="' . esc_attr( (string) absint( $value ) ) . '"';
		} elseif ( 'flag' === $kind && true === $value ) {
			$html .= ' ' . $attribute;
		}
	}
	$html   .= '></' . $tag . '>';
	$wrapper = array(
		'lang' => get_bloginfo( 'language' ),
		'dir'  => is_rtl() ? 'rtl' : 'ltr',
	);
	return '<div ' . get_block_wrapper_attributes( $wrapper ) . '>' . $html . '</div>';
}
