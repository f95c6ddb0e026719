<?php
/**
 * Plugin Name:       Coursify Elements
 * Description:       Blocks and shortcodes for the Coursify ecosystem grid and course catalog, with the elements' own lite build (no external host).
 * Version:           0.0.0-dev
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       coursify-elements
 * Domain Path:       /languages
 *
 * The smallest PHP WordPress needs: the blocks (block.json; rendered on the server by includes/render.php, so a
 * post keeps only the block comment), the block patterns (includes/patterns.php), the kses allow-list for the tags
 * in Custom HTML (allowed-html.json, generated from custom-elements.json by the build), the autoloader enqueued as a
 * module only where an element is used, the shortcodes, and the translations (languages/, built from the .po files).
 * The editing UI is build/editor.js (TypeScript, on the editor's own React and wp.i18n).
 */

defined( 'ABSPATH' ) || exit;

const COURSIFY_ELEMENTS_VERSION = '0.0.0-dev';
const COURSIFY_ELEMENTS_BLOCKS  = array( 'coursify/ecosystem-grid', 'coursify/course-catalog' );

require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/patterns.php';

/** Tag => its documented attributes (allowed-html.json, generated at build time; never hand-written). */
function coursify_elements_allowed() {
	static $allowed = null;
	if ( null === $allowed ) {
		$json    = file_get_contents( __DIR__ . '/allowed-html.json' );
		$allowed = is_string( $json ) ? json_decode( $json, true ) : null;
		$allowed = is_array( $allowed ) ? $allowed : array();
	}
	return $allowed;
}

/**
 * Authors and Contributors (no unfiltered_html) get their content filtered by kses on save: unknown tags vanish.
 * The two tags are allowed with exactly their documented attributes (a Custom HTML block may hold them; the blocks
 * themselves save only their comment). <script> never is.
 */
function coursify_elements_kses( $tags, $context ) {
	if ( 'post' !== $context || ! is_array( $tags ) ) {
		return $tags;
	}
	foreach ( coursify_elements_allowed() as $tag => $attributes ) {
		if ( 'script' === $tag ) {
			continue;
		}
		$tags[ $tag ] = array_fill_keys( $attributes, true );
	}
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'coursify_elements_kses', 10, 2 );

function coursify_elements_init() {
	// The PHP strings (block titles, patterns, notices): the plugin's own .mo for the site's locale, unless a
	// language pack in wp-content/languages/plugins has one (WordPress looks there first).
	load_plugin_textdomain( 'coursify-elements', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	// Registered, not enqueued: nothing is printed until a page uses an element.
	// In the head when enqueued in time (a singular page); enqueued later, while content renders (see below),
	// WordPress prints it in the footer.
	wp_register_script( 'coursify-elements', plugins_url( 'lite/autoloader.js', __FILE__ ), array(), COURSIFY_ELEMENTS_VERSION, false );
	wp_register_script(
		'coursify-elements-editor',
		plugins_url( 'build/editor.js', __FILE__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		COURSIFY_ELEMENTS_VERSION,
		true
	);
	// The editor's strings (wp.i18n): languages/coursify-elements-<locale>-<md5 of build/editor.js>.json.
	wp_set_script_translations( 'coursify-elements-editor', 'coursify-elements', __DIR__ . '/languages' );
	register_block_type( __DIR__ . '/blocks/ecosystem-grid' );
	register_block_type( __DIR__ . '/blocks/course-catalog' );
	add_shortcode( 'coursify_ecosystem_grid', 'coursify_elements_shortcode_grid' );
	add_shortcode( 'coursify_course_catalog', 'coursify_elements_shortcode_catalog' );
	coursify_elements_register_patterns();
}
add_action( 'init', 'coursify_elements_init' );

/** Whether the singular page's content uses an element: a block, a shortcode, or the tag in an HTML block. */
function coursify_elements_page_uses_elements() {
	if ( ! is_singular() ) {
		return false;
	}
	$post = get_queried_object();
	if ( ! $post instanceof WP_Post ) {
		return false;
	}
	foreach ( COURSIFY_ELEMENTS_BLOCKS as $block ) {
		if ( has_block( $block, $post ) ) {
			return true;
		}
	}
	if ( has_shortcode( $post->post_content, 'coursify_ecosystem_grid' ) || has_shortcode( $post->post_content, 'coursify_course_catalog' ) ) {
		return true;
	}
	return 1 === preg_match( '/<(?:ecosystem-grid|course-catalog)[\s>]/i', $post->post_content );
}

function coursify_elements_enqueue_front() {
	if ( coursify_elements_page_uses_elements() ) {
		wp_enqueue_script( 'coursify-elements' );
	}
}
add_action( 'wp_enqueue_scripts', 'coursify_elements_enqueue_front' );

/**
 * Content that does print an element elsewhere (a blog index or archive showing full posts, a widget) gets the
 * autoloader then, in the footer: checked on the rendered HTML, after blocks and shortcodes, so a page that shows
 * none (excerpts, say) still gets nothing.
 */
function coursify_elements_enqueue_rendered( $content ) {
	// An excerpt is made by running the_content over the whole post, then removing every tag: no element is shown.
	if ( doing_filter( 'get_the_excerpt' ) ) {
		return $content;
	}
	if ( is_string( $content ) && ! is_admin() && 1 === preg_match( '/<(?:ecosystem-grid|course-catalog)[\s>]/i', $content ) ) {
		wp_enqueue_script( 'coursify-elements' );
	}
	return $content;
}
add_filter( 'the_content', 'coursify_elements_enqueue_rendered', 100 );
add_filter( 'widget_text_content', 'coursify_elements_enqueue_rendered', 100 );
add_filter( 'widget_block_content', 'coursify_elements_enqueue_rendered', 100 );

/** The editor shows the real elements: the lite build there too (enqueue_block_assets also reaches its frames). */
function coursify_elements_enqueue_editor() {
	if ( is_admin() ) {
		wp_enqueue_script( 'coursify-elements' );
	}
}
add_action( 'enqueue_block_assets', 'coursify_elements_enqueue_editor' );

/** WordPress 6.1 has no script modules (6.5): the autoloader's tag gets type="module" here. */
function coursify_elements_module_tag( $tag, $handle ) {
	if ( 'coursify-elements' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=([\'"])text\/javascript\1/', '', $tag );
	return preg_replace( '/<script(?=\s)/', '<script type="module"', $tag, 1 );
}
add_filter( 'script_loader_tag', 'coursify_elements_module_tag', 10, 2 );

/** A visible notice instead of an element (never the elements' demo data): the shortcode's data was unusable. */
function coursify_elements_shortcode_error( $shortcode, $message ) {
	return '<p class="coursify-elements-error" role="alert">' . esc_html( "[$shortcode]: $message" ) . '</p>';
}

/**
 * [coursify_ecosystem_grid base64="…"] or [coursify_ecosystem_grid src="/cards.json"], plus any documented
 * attribute of the element (label="…" heading-level="3" hide-coming-soon). A shortcode attribute cannot hold
 * "]", so JSON comes base64-encoded, or from a URL on the same site.
 */
function coursify_elements_shortcode( $shortcode, $tag, $data_attribute, $atts ) {
	$atts       = is_array( $atts ) ? $atts : array();
	$documented = coursify_elements_allowed()[ $tag ] ?? array();
	$out        = array();
	if ( isset( $atts['base64'] ) ) {
		$json = base64_decode( $atts['base64'], true );
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || array_values( $data ) !== $data ) {
			return coursify_elements_shortcode_error( $shortcode, __( 'base64 is not a base64-encoded JSON array.', 'coursify-elements' ) );
		}
		$out[ $data_attribute ] = wp_json_encode( $data );
	} elseif ( isset( $atts['src'] ) ) {
		$src = coursify_elements_same_site_url( $atts['src'] );
		if ( null === $src ) {
			return coursify_elements_shortcode_error( $shortcode, __( 'src must be a URL on this site.', 'coursify-elements' ) );
		}
		$out['src'] = $src;
	} else {
		return coursify_elements_shortcode_error( $shortcode, __( 'give the data as base64="…" (base64 of a JSON array) or src="…" (a URL on this site).', 'coursify-elements' ) );
	}
	foreach ( $atts as $name => $value ) {
		if ( is_int( $name ) ) {
			// A bare word: a boolean attribute (hide-coming-soon).
			$name  = strtolower( $value );
			$value = '';
		}
		if ( in_array( $name, $documented, true ) && $name !== $data_attribute && 'src' !== $name ) {
			$out[ $name ] = (string) $value;
		}
	}
	$html = '<' . $tag;
	foreach ( $out as $name => $value ) {
		$html .= '' === $value ? " $name" : " $name=\"" . htmlspecialchars( $value, ENT_QUOTES, 'UTF-8' ) . '"';
	}
	return $html . '></' . $tag . '>';
}

/** The URL if it is on this site (a root-relative path, or the home URL's scheme, host and port), else null. */
function coursify_elements_same_site_url( $url ) {
	$url = trim( (string) $url );
	if ( 1 === preg_match( '#^/(?![/\\\\])#', $url ) ) {
		return $url;
	}
	$parts = wp_parse_url( $url );
	$home  = wp_parse_url( home_url() );
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) ) {
		return null;
	}
	$same = strtolower( $parts['scheme'] ) === strtolower( $home['scheme'] ?? '' )
		&& strtolower( $parts['host'] ) === strtolower( $home['host'] ?? '' )
		&& ( $parts['port'] ?? null ) === ( $home['port'] ?? null );
	return $same ? esc_url_raw( $url ) : null;
}

function coursify_elements_shortcode_grid( $atts ) {
	return coursify_elements_shortcode( 'coursify_ecosystem_grid', 'ecosystem-grid', 'items', $atts );
}

function coursify_elements_shortcode_catalog( $atts ) {
	return coursify_elements_shortcode( 'coursify_course_catalog', 'course-catalog', 'courses', $atts );
}
