//.kernel arith_arcp
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 82
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V37 (43)  rf=r size=16 type=w align=16 words (r4.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r6.0)
//.declare P1 (47)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V41 (48)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V42 (49)  rf=r size=32 type=f align=16 words (r8.0)
//.declare V43 (50)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V44 (51)  rf=r size=32 type=f align=16 words (r9.0)
//.declare V45 (52)  rf=r size=32 type=f align=16 words (r10.0)
//.declare V46 (53)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V47 (54)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V48 (55)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V50 (57)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V51 (58)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V52 (59)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V53 (60)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V55 (62)  rf=r size=64 type=w align=16 words (r19.0)
//.declare V56 (63)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V57 (64)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V58 (65)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V59 (66)  rf=r size=32 type=d align=16 words (r25.0)
//.declare V60 (67)  rf=r size=64 type=q align=16 words (r26.0)
//.declare V61 (68)  rf=r size=4 type=d align=16 words (r28.0)
//.declare V62 (69)  rf=r size=4 type=d align=16 words (r29.0)
//.declare V64 (71)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V65 (72)  rf=r size=32 type=d alias=V36+0 align=16 words (r3.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V66 (74)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (75)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V67 (76)  rf=r size=32 type=d alias=V40+0 align=16 words (r6.0)
//.declare V68 (77)  rf=r size=32 type=d alias=V36+0 align=16 words (r3.0)
//.declare V69 (78)  rf=r size=32 type=d alias=V35+0 align=16 words (r1.0)
//.declare V70 (79)  rf=r size=32 type=d alias=V39+0 align=16 words (r5.0)
//.declare V71 (80)  rf=r size=16 type=uw alias=V37+0 align=1 words (r4.0)
//.declare V72 (81)  rf=r size=32 type=uw alias=V39+0 align=16 words (r5.0)
//.declare V73 (82)  rf=r size=32 type=uw alias=V36+0 align=16 words (r3.0)
//.declare V74 (83)  rf=r size=32 type=ud alias=V39+0 align=16 words (r5.0)
//.declare V76 (85)  rf=r size=32 type=ud alias=V40+0 align=16 words (r6.0)
//.declare V77 (86)  rf=r size=8 type=uq alias=V46+0 align=4 words (r2.3)
//.declare  (87)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V78 (88)  rf=r size=32 type=ud alias=V35+0 align=16 words (r1.0)
//.declare V79 (89)  rf=r size=32 type=f alias=V45+0 align=16 words (r10.0)
//.declare V80 (90)  rf=r size=32 type=f alias=V44+0 align=16 words (r9.0)
//.declare V81 (91)  rf=r size=32 type=f alias=V42+0 align=16 words (r8.0)
//.declare  (92)  rf=r size=32 type=f align=16 words (r33.0)
//.declare V82 (93)  rf=r size=4 type=ud alias=V47+0 align=2 words (r11.0)
//.declare V83 (94)  rf=r size=4 type=ud alias=V48+0 align=2 words (r12.0)
//.declare V84 (95)  rf=r size=8 type=ud alias=V46+0 align=2 words (r2.6)
//.declare V87 (98)  rf=r size=4 type=d alias=V48+0 align=2 words (r12.0)
//.declare V88 (99)  rf=r size=8 type=d alias=V46+0 align=2 words (r2.6)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V90 (102)  rf=r size=64 type=d alias=V50+0 align=16 words (r13.0)
//.declare V91 (103)  rf=r size=32 type=ud alias=V52+0 align=16 words (r17.0)
//.declare V92 (104)  rf=r size=64 type=ud alias=V51+0 align=16 words (r15.0)
//.declare V93 (105)  rf=r size=64 type=ud alias=V50+0 align=16 words (r13.0)
//.declare V94 (106)  rf=r size=32 type=d alias=V53+0 align=16 words (r18.0)
//.declare V95 (107)  rf=r size=64 type=d alias=V51+0 align=16 words (r15.0)
//.declare V97 (109)  rf=r size=64 type=d alias=V55+0 align=16 words (r19.0)
//.declare V98 (110)  rf=r size=32 type=d alias=V52+0 align=16 words (r17.0)
//.declare V99 (111)  rf=r size=64 type=w alias=V55+0 align=16 words (r19.0)
//.declare V100 (112)  rf=r size=64 type=d alias=V57+0 align=16 words (r22.0)
//.declare V101 (113)  rf=r size=32 type=d alias=V56+0 align=16 words (r21.0)
//.declare V102 (114)  rf=r size=32 type=ud alias=V58+0 align=16 words (r24.0)
//.declare V103 (115)  rf=r size=32 type=ud alias=V59+0 align=16 words (r25.0)
//.declare V104 (116)  rf=r size=64 type=ud alias=V57+0 align=16 words (r22.0)
//.declare V105 (117)  rf=r size=64 type=ud alias=V55+0 align=16 words (r19.0)
//.declare V106 (118)  rf=r size=64 type=d alias=V60+0 align=16 words (r26.0)
//.declare V107 (119)  rf=r size=64 type=d alias=V60+0 align=16 words (r26.0)
//.declare V108 (120)  rf=r size=32 type=d alias=V59+0 align=16 words (r25.0)
//.declare V109 (121)  rf=r size=4 type=ud alias=V61+0 align=2 words (r28.0)
//.declare V110 (122)  rf=r size=4 type=ud alias=V62+0 align=2 words (r29.0)
//.declare V113 (125)  rf=r size=4 type=d alias=V62+0 align=2 words (r29.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare  (128)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (129)  rf=r size=2 type=uw align=1 words (r2.2)
//.declare  (130)  rf=r size=16 type=uw align=16 words (r36.0)
//.declare  (131)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (132)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (133)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (134)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (135)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare  (136)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare  (137)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare  (138)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (139)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (141)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V46      | :q       |      8 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $44
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $44
// B002: Preds:{B001},  Succs:{}
// arith_arcp_BB_0:
(W)     send.ugm (1|M0)          r42      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $44
(W)     mov (8|M0)               null<1>:ud    r42.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $44
(W)     send.ugm (1|M0)          r43      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $44
(W)     mov (1|M0)               r30.0<1>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r30.1<1>:ud   r2.3<0;1,0>:ud                                        // $1
(W)     mov (1|M0)               r31.0<1>:ud   r2.4<0;1,0>:ud                                        // $2
(W)     mov (1|M0)               r31.1<1>:ud   r2.5<0;1,0>:ud                                        // $2
(W)     mov (8|M0)               null<1>:ud    r43.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (8|M0)          r3       r30     null:0  0x0            0x021D02FF           {A@4,$4} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $1
(W)     send.dc1 (8|M0)          r1       r31     null:0  0x0            0x021D02FF           {A@2,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $2
(W)     mov (1|M0)               r2.2<1>:hf    -qnan(0x1FF):hf                                       // $5
        mov (1|M0)               r2.0<1>:f     0.5:f                               {Compacted}       // $17
(W)     mov (1|M0)               r32.0<1>:ud   r2.6<0;1,0>:ud                                        // $14
(W)     mov (1|M0)               r32.1<1>:ud   r2.7<0;1,0>:ud                                        // $14
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $44
        mov (8|M0)               r13.0<2>:d    r3.0<1;1,0>:d                    {$4.dst}             // $25
        add (8|M0)               r6.0<1>:d     r3.0<1;1,0>:d     -r1.0<1;1,0>:d   {Compacted,$0.dst} // $3
        asr (8|M0)               r13.1<2>:d    r3.0<1;1,0>:d     31:w                                // $26
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<1;1,0>:d     r1.0<2;1,0>:uw   {Compacted,I@2}    // $4
        mov (8|M0)               r15.0<2>:d    r1.0<1;1,0>:d                                         // $27
        mach (8|M0)              r5.0<1>:d     r6.0<1;1,0>:d     r1.0<1;1,0>:d    {Compacted}        // $5
        addc (1|M0)              r11.0<1>:ud   r2.6<0;1,0>:ud    0x20:ud              {AccWrEn}      // $21
        mov (8|M0)               r36.0<1>:uw   r3.0<2;1,0>:uw                                        // $5
        mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $21
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<2;1,0>:ud   r13.0<4;1,0>:uw  {I@5}              // $29
        mach (8|M0)              r17.0<1>:ud   r15.0<2;1,0>:ud   r13.0<2;1,0>:ud  {AccWrEn,Compacted} // 
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<2;1,0>:d    r13.2<4;1,0>:uw  {Compacted}        // $30
        mach (8|M0)              r18.0<1>:d    r15.0<2;1,0>:d    r13.1<2;1,0>:d   {Compacted}        // $32
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<2;1,0>:d    r13.0<4;1,0>:uw  {Compacted}        // $32
        mach (8|M0)              r37.0<1>:d    r15.0<2;1,0>:d    r13.0<2;1,0>:d   {Compacted}        // $33
        add3 (8|M0)              r38.0<1>:d    0:w                r17.0<1;0>:d      r18.0<1>:d       {I@3} // $33
        mov (8|M0)               r19.0<2>:d    r37.0<1;1,0>:d                   {I@2}                // $33
        mov (8|M0)               r19.1<2>:d    r38.0<1;1,0>:d                   {I@2}                // $33
        bfn.(s0^s1|s2) (8|M0)    r4.0<1>:uw    r5.0<4;2>:uw      r2.2<0;0>:uw      r36.0<1>:uw      {F@3} // $5
        mov (8|M0)               r21.0<1>:d    r19.0<4;1,0>:w                   {I@2}                // $34
        mov (8|M0)               r9.0<1>:f     r3.0<1;1,0>:d                    {Compacted}          // $15
        mov (8|M0)               r8.0<1>:f     r1.0<1;1,0>:ud                   {Compacted}          // $16
        mov (8|M0)               r22.0<2>:d    r19.0<4;1,0>:w                                        // $35
        and (8|M0)               r4.0<1>:uw    r4.0<1;1,0>:uw    0xFF:uw              {Compacted,I@3} // $6
        asr (8|M0)               r22.1<2>:d    r21.0<1;1,0>:d    31:w               {I@3}            // $36
        shr (8|M0)               r5.0<1>:ud    r5.0<1;1,0>:ud    0x3:uw                              // $8
        mad (8|M0)               r9.0<1>:f     r2.0<0;0>:f       r8.0<1;0>:f       r9.0<1>:f        {Compacted,F@1} // $18 R{} IR{}{O:0,E:2,E:2,},  {BC=1}
        asr (8|M0)               r6.0<1>:d     r6.0<1;1,0>:d     r4.0<1;1,0>:uw   {I@3}              // $9
        addc (8|M0)              r24.0<1>:ud   r22.0<2;1,0>:ud   r19.0<2;1,0>:ud  {AccWrEn,Compacted,I@3} // $37
        cmp (8|M0)    (gt)f0.0   null<1>:d     r3.0<1;1,0>:d     r1.0<1;1,0>:d                       // $12
        mov (8|M0)               r40.0<1>:d    r19.1<2;1,0>:d                                        // $39
        math.inv (8|M0)          r33.0<1>:f    r8.0<1;1,0>:f                    {$5}                 // $20
        sel (8|M0)    (lt)f0.0   r6.0<1>:d     r5.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}    // $10
        sync.nop                             null                             {Compacted,F@1}        // $19
        math.sqt (8|M0)          r9.0<1>:f     r9.0<1;1,0>:f                    {$6}                 // $19
        mov (8|M0)               r25.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $37
        addc (1|M0)              r28.0<1>:ud   r2.6<0;1,0>:ud    0x40:ud              {AccWrEn}      // $40
        sel (8|M0)    (ge)f0.0   r6.0<1>:ud    r6.0<1;1,0>:ud    r4.0<1;1,0>:uw   {I@3}              // $11
        add3 (8|M0)              r39.0<1>:d    r25.0<1;0>:d      r22.1<4;2>:d      r40.0<1>:d       {I@3} // $39
        mov (1|M0)               r29.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $40
        mov (1|M0)               r34.0<1>:f    r11.0<0;1,0>:f                   {Compacted}          // $22
        add3 (1|M0)              r34.1<1>:d    r12.0<0;0>:d      r2.7<0;0>:d       0:w               // $23
        mov (8|M0)               r26.0<2>:d    r24.0<1;1,0>:d                                        // $38
        sync.nop                             null                             {Compacted,$6.dst}     // $20
        mul (8|M0)               r10.0<1>:f    -r9.0<1;1,0>:f    r33.0<1;1,0>:f   {Compacted,$5.dst} // $20
        mov (1|M0)               r35.0<1>:f    r28.0<0;1,0>:f                   {Compacted,I@6}      // $41
(f0.0)  sel (8|M0)               r7.0<1>:d     r6.0<1;1,0>:d     r5.0<1;1,0>:d    {I@5}              // $13
        add3 (1|M0)              r35.1<1>:d    r29.0<0;0>:d      r2.7<0;0>:d       0:w               {I@4} // $42
        mov (8|M0)               r26.1<2>:d    r39.0<1;1,0>:d                                        // $39
(W)     send.dc1 (8|M0)          null     r32     r7:1    0x0            0x020D42FF           {A@3,$7} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $14
(W)     send.dc1 (8|M0)          null     r34     r10:1   0x0            0x020D42FF           {A@2,$8} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $24
(W)     send.dc1 (16|M0)         null     r35     r26:2   0x0            0x020D43FF           {A@1,$9} // wr:1h+2, rd:0; a64 unaligned oword block write x4 // $43
(W)     send.ugm (1|M0)          r41      r0      null:0  0x0            0x0210031F           {$10} // wr:1+0, rd:1; fence.ugm.none.local // $44
(W)     mov (8|M0)               null<1>:ud    r41.0<1;1,0>:ud                  {$10.dst}            //  memory fence commit; $44
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $44
L1104:
        nop                                                                                          // $44


//.BankConflicts: 1
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 101
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
