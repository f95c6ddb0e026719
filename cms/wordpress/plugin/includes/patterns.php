<?php
/**
 * Block patterns for editors to start from, in a "Coursify" category: a heading and the block, with one example
 * item to replace (in the site's language). Patterns are offered to every user who can edit posts (Authors too).
 */

defined( 'ABSPATH' ) || exit;

/** A block comment with `attributes` (serialize_block_attributes escapes what could end the comment). */
function coursify_elements_pattern_block( $name, $attributes ) {
	return '<!-- wp:' . $name . ' ' . serialize_block_attributes( $attributes ) . ' /-->';
}

/** A heading block as WordPress 6.1 saves it (later releases read it through their own deprecation). */
function coursify_elements_pattern_heading( $text ) {
	return "<!-- wp:heading -->\n<h2>" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->";
}

/** The data of an example list, as the blocks save it (JSON with <, >, & and quotes as \u escapes). */
function coursify_elements_pattern_json( $list ) {
	return wp_json_encode( $list, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
}

function coursify_elements_register_patterns() {
	if ( ! function_exists( 'register_block_pattern' ) ) {
		return;
	}
	register_block_pattern_category( 'coursify', array( 'label' => _x( 'Coursify', 'block pattern category', 'coursify-elements' ) ) );
	$home    = home_url( '/' );
	$courses = array(
		array(
			'title'       => __( 'Your first course', 'coursify-elements' ),
			'description' => __( 'What learners can do after it, in a sentence.', 'coursify-elements' ),
			'instructor'  => __( 'Your name', 'coursify-elements' ),
			'duration'    => __( '4 weeks', 'coursify-elements' ),
			'difficulty'  => 'Beginner',
			'price'       => 'Free',
			'syllabus'    => $home,
			'content'     => $home,
		),
	);
	register_block_pattern(
		'coursify/course-catalog-section',
		array(
			'title'       => __( 'Course catalog section', 'coursify-elements' ),
			'description' => __( 'A heading and a course catalog with one example course to replace.', 'coursify-elements' ),
			'categories'  => array( 'coursify' ),
			'keywords'    => array( 'coursify', 'courses' ),
			'content'     => coursify_elements_pattern_heading( __( 'Our courses', 'coursify-elements' ) ) . "\n\n"
				. coursify_elements_pattern_block( 'coursify/course-catalog', array( 'courses' => coursify_elements_pattern_json( $courses ) ) ),
		)
	);
	$cards = array(
		array(
			'title'       => __( 'Your first app', 'coursify-elements' ),
			'description' => __( 'What the app does, in a sentence.', 'coursify-elements' ),
			'link'        => $home,
			'icon'        => 'app-window',
		),
	);
	register_block_pattern(
		'coursify/ecosystem-section',
		array(
			'title'       => __( 'Ecosystem section', 'coursify-elements' ),
			'description' => __( 'A heading and an ecosystem grid with one example app to replace.', 'coursify-elements' ),
			'categories'  => array( 'coursify' ),
			'keywords'    => array( 'coursify', 'apps' ),
			'content'     => coursify_elements_pattern_heading( __( 'Our apps', 'coursify-elements' ) ) . "\n\n"
				. coursify_elements_pattern_block( 'coursify/ecosystem-grid', array( 'items' => coursify_elements_pattern_json( $cards ) ) ),
		)
	);
}
