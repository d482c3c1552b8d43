/// Example scene files, embedded as string literals (not resources) so the
/// executable needs nothing beside it. Each is a valid `autolayout render`
/// input; the gallery draws them and the tests check their ink.
package enum ExampleScenes {
    package struct Example: Sendable {
        package let json: String
        package let summary: String
    }

    package static let all: [Example] = [
        Example(json: profileCard, summary: "A card with an avatar, a name, a handle, a follow button and a wrapping bio; the height fits the content."),
        Example(json: signInForm, summary: "A form: labels, fields, a button row aligned on centerY, and a wrapping footnote."),
        Example(json: toolbarGrid, summary: "Equal-width buttons and a row of photos with a 3:4 aspect ratio, written-out constraints, one optional (dashed)."),
    ]

    package static let profileCard = #"""
        {
          "name": "profile-card",
          "views": [
            {"id": "card"},
            {"id": "avatar", "kind": "image", "parent": "card", "size": [64, 64]},
            {"id": "name", "kind": "label", "parent": "card", "text": "Ada Lovelace", "fontSize": 20},
            {"id": "handle", "kind": "label", "parent": "card", "text": "@ada", "fontSize": 15},
            {"id": "follow", "kind": "button", "parent": "card", "title": "Follow", "insets": [6, 16, 6, 16],
             "compression": [1000, 750]},
            {"id": "bio", "kind": "label", "parent": "card", "fontSize": 15, "numberOfLines": 0,
             "text": "Mathematician and writer, known for her work on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine."}
          ],
          "vfl": [
            "H:|-16-[card]-16-|",
            "V:|-16-[card]-16-|",
            {"format": "H:|-12-[avatar]-12-[name]-(>=12)-[follow]-12-|", "options": ["alignAllTop"]},
            "V:|-12-[avatar]",
            "V:[name]-2-[handle]",
            "H:[avatar]-12-[handle]-(>=12)-|",
            "V:[avatar]-12-[bio]-12-|",
            "H:|-12-[bio]-12-|"
          ]
        }
        """#

    package static let signInForm = #"""
        {
          "name": "sign-in-form",
          "metrics": {"p": 20, "s": 8},
          "views": [
            {"id": "title", "kind": "label", "text": "Sign in", "fontSize": 28},
            {"id": "emailLabel", "kind": "label", "text": "Email", "fontSize": 15},
            {"id": "emailField"},
            {"id": "passwordLabel", "kind": "label", "text": "Password", "fontSize": 15},
            {"id": "passwordField"},
            {"id": "forgot", "kind": "button", "title": "Forgot password?", "fontSize": 13},
            {"id": "submit", "kind": "button", "title": "Sign in", "insets": [10, 24, 10, 24]},
            {"id": "footnote", "kind": "label", "fontSize": 12, "numberOfLines": 0,
             "text": "By signing in you agree to the terms of service and the privacy policy. Your data stays on this device."}
          ],
          "vfl": [
            "H:|-p-[title]-(>=p)-|",
            "H:|-p-[emailLabel]-(>=p)-|",
            "H:|-p-[emailField]-p-|",
            "H:|-p-[passwordLabel]-(>=p)-|",
            "H:|-p-[passwordField]-p-|",
            {"format": "H:|-p-[forgot]-(>=s)-[submit]-p-|", "options": ["alignAllCenterY"]},
            "H:|-p-[footnote]-p-|",
            "V:|-p-[title]-16-[emailLabel]-s-[emailField(36)]-16-[passwordLabel]-s-[passwordField(==emailField)]-24-[submit]-16-[footnote]-p-|"
          ]
        }
        """#

    package static let toolbarGrid = #"""
        {
          "name": "toolbar-grid",
          "height": 300,
          "views": [
            {"id": "bar"},
            {"id": "back", "kind": "button", "parent": "bar", "title": "Back"},
            {"id": "share", "kind": "button", "parent": "bar", "title": "Share"},
            {"id": "more", "kind": "button", "parent": "bar", "title": "More"},
            {"id": "photo1", "kind": "image", "size": [80, 60]},
            {"id": "photo2", "kind": "image", "size": [80, 60]},
            {"id": "photo3", "kind": "image", "size": [80, 60]},
            {"id": "caption", "kind": "label", "text": "Three photos, equal widths, height = 0.75 x width", "fontSize": 13}
          ],
          "constraints": [
            {"first": "bar.leading", "second": "root.leading"},
            {"first": "bar.trailing", "second": "root.trailing"},
            {"first": "bar.top", "second": "root.top"},
            {"first": "bar.height", "constant": 44},
            {"first": "photo1.height", "second": "photo1.width", "multiplier": 0.75, "id": "aspect"},
            {"first": "photo2.height", "second": "photo2.width", "multiplier": 0.75},
            {"first": "photo3.height", "second": "photo3.width", "multiplier": 0.75},
            {"first": "caption.centerX", "second": "root.centerX", "priority": 750}
          ],
          "vfl": [
            {"format": "H:|-[back]-[share(==back)]-[more(==back)]-|", "options": ["alignAllCenterY"]},
            "V:|-6-[back(32)]", "V:[share(==back)]", "V:[more(==back)]",
            "H:|-[photo1]-[photo2(==photo1)]-[photo3(==photo1)]-|",
            {"format": "V:[bar]-[photo1]", "options": []},
            "V:[bar]-[photo2]",
            "V:[bar]-[photo3]",
            "V:[photo1]-12-[caption]",
            "H:|-(>=8)-[caption]-(>=8)-|"
          ]
        }
        """#
}
