<?php
/**
 * Deleting the plugin leaves nothing behind. The plugin writes no option today; any under its prefix (a later
 * version's) is removed all the same.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;
$coursify_elements_options = $wpdb->get_col(
	$wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'coursify_elements_' ) . '%' )
);
foreach ( $coursify_elements_options as $coursify_elements_option ) {
	delete_option( $coursify_elements_option );
}
